import { remoteNames } from '@codecrush/contracts';

/** The charts of the team view: each a figure with its heading, drawn by the page script. */
const teamViewCharts = [
  { id: 'crashFree', title: 'Crash-free views (%)', lines: 'one line per build' },
  { id: 'lcp', title: 'LCP p75 and p95 (ms)', lines: 'p75 solid and p95 dashed, per build' },
  { id: 'inp', title: 'INP p75 and p95 (ms)', lines: 'p75 solid and p95 dashed, per build' },
  { id: 'cls', title: 'CLS p75 and p95', lines: 'p75 solid and p95 dashed, per build' },
  { id: 'fcp', title: 'FCP p75 and p95 (ms)', lines: 'p75 solid and p95 dashed, per build' },
  { id: 'ttfb', title: 'TTFB p75 and p95 (ms)', lines: 'p75 solid and p95 dashed, per build' },
  { id: 'views', title: 'Views per hour', lines: 'one line per build' },
  { id: 'loadFailureRate', title: 'Load failures per 1000 views', lines: 'one line per build' },
  { id: 'errorRate', title: 'Errors per 1000 views', lines: 'one line per build' },
] as const;

/** The vitals' columns of the builds table: p75 and p95 of each. */
const vitalHeaders = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']
  .map((name) => `<th scope="col">${name} p75</th><th scope="col">${name} p95</th>`)
  .join('');

/** A table of one split (device class or route): per build, views, crash-free views, p75 LCP and INP. */
const splitTable = (id: string, title: string, caption: string, column: string) =>
  `<section aria-labelledby="h-${id}"><h2 id="h-${id}">${title}</h2>
<table id="${id}"><caption>${caption}</caption><thead><tr>
<th scope="col">Build</th><th scope="col">${column}</th><th scope="col">Views</th><th scope="col">Crash-free views</th><th scope="col">LCP p75</th><th scope="col">INP p75</th>
</tr></thead><tbody></tbody></table></section>`;

const options = Object.values(remoteNames)
  .map((name) => `<option value="${name}">${name}</option>`)
  .join('');

const figures = teamViewCharts
  .map(
    ({ id, title, lines }) =>
      `<section aria-labelledby="h-${id}"><h2 id="h-${id}">${title}</h2><div class="chart" id="chart-${id}" role="img" aria-label="${title}, ${lines}"></div></section>`,
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
<header><h1>Release health</h1><p>Field data from real visits, per remote and build (last 7 days, hourly). p75: three views in four were at least this fast; p95: the slow tail.</p></header>
<main>
<form id="pick"><label for="remote">Remote</label> <select id="remote" name="remote">${options}</select></form>
<p id="status" role="status"></p>
<section aria-labelledby="h-markers"><h2 id="h-markers">Deploys, rollbacks and canaries</h2><ul id="markers"></ul></section>
<div class="charts">${figures}</div>
<section aria-labelledby="h-builds"><h2 id="h-builds">Builds side by side</h2>
<table id="builds"><caption>Newest build first</caption><thead><tr>
<th scope="col">Build</th><th scope="col">First seen</th><th scope="col">Views</th><th scope="col">Crash-free views</th><th scope="col">Load failures / 1000</th><th scope="col">Errors / 1000</th>${vitalHeaders}
</tr></thead><tbody></tbody></table></section>
${splitTable('devices', 'By device class', 'Per build (newest first) and device class: mobile below the desktop breakpoint; unknown for pages sent before device classes', 'Device class')}
${splitTable('routes', 'By route', 'Per build (newest first) and route pattern', 'Route')}
</main>
<script src="/ops/health/uplot.js"></script>
<script src="/ops/health/view.js"></script>
</body>
</html>`;

export const teamViewCss = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#111;background:#fff}
.charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(560px,1fr));gap:1rem}
table{border-collapse:collapse;margin-bottom:1.5rem}caption{text-align:left;padding:.3rem 0;color:#333}
th,td{border:1px solid #767676;padding:.3rem .6rem;text-align:left}td.number{text-align:right}
#markers li.rollback,#markers li.canary-stopped{color:#8a1c1c}label{font-weight:600}`;
