import { remoteNames } from '@codecrush/contracts';

/** The charts of the team view: each a figure with its heading, drawn by the page script. */
const teamViewCharts = [
  { id: 'crashFree', title: 'Crash-free views (%)' },
  { id: 'lcp', title: 'p75 LCP (ms)' },
  { id: 'inp', title: 'p75 INP (ms)' },
  { id: 'cls', title: 'p75 CLS' },
  { id: 'views', title: 'Views per hour' },
  { id: 'loadFailureRate', title: 'Load failures per 1000 views' },
  { id: 'errorRate', title: 'Errors per 1000 views' },
] as const;

const options = Object.values(remoteNames)
  .map((name) => `<option value="${name}">${name}</option>`)
  .join('');

const figures = teamViewCharts
  .map(
    ({ id, title }) =>
      `<section aria-labelledby="h-${id}"><h2 id="h-${id}">${title}</h2><div class="chart" id="chart-${id}" role="img" aria-label="${title}, one line per build"></div></section>`,
  )
  .join('');

/** The team view's HTML: no inline script (its CSP allows only its own files). */
export const teamViewHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Release health · CodeCrush</title>
<link rel="stylesheet" href="/ops/health/uplot.css">
<link rel="stylesheet" href="/ops/health/view.css">
</head>
<body>
<header><h1>Release health</h1><p>Field data from real visits, per remote and build (last 7 days, hourly).</p></header>
<main>
<form id="pick"><label for="remote">Remote</label> <select id="remote" name="remote">${options}</select></form>
<p id="status" role="status"></p>
<section aria-labelledby="h-markers"><h2 id="h-markers">Deploys and rollbacks</h2><ul id="markers"></ul></section>
<div class="charts">${figures}</div>
<section aria-labelledby="h-builds"><h2 id="h-builds">Builds side by side</h2>
<table id="builds"><caption>Newest build first</caption><thead><tr>
<th scope="col">Build</th><th scope="col">First seen</th><th scope="col">Views</th><th scope="col">Crash-free views</th><th scope="col">Load failures / 1000</th><th scope="col">Errors / 1000</th><th scope="col">p75 LCP</th><th scope="col">p75 INP</th><th scope="col">p75 CLS</th>
</tr></thead><tbody></tbody></table></section>
</main>
<script src="/ops/health/uplot.js"></script>
<script src="/ops/health/view.js"></script>
</body>
</html>`;

export const teamViewCss = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#111;background:#fff}
.charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(560px,1fr));gap:1rem}
table{border-collapse:collapse}th,td{border:1px solid #999;padding:.3rem .6rem;text-align:left}
#markers li.rollback{color:#8a1c1c}label{font-weight:600}`;
