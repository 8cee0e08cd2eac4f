/* global document, uPlot */
/**
 * The team view's page script (plain JavaScript, served as is): reads /ops/health/data for the
 * chosen remote and draws one uPlot chart per figure, one series per build, with deploy and
 * rollback markers as vertical lines.
 */
const palette = ['#1f5fbf', '#b5470b', '#2e7d32', '#7b1fa2', '#00838f', '#6d4c41'];
const charts = [];

const perThousand = (count, views) => (views > 0 ? (count * 1000) / views : null);
const figureOf = {
  crashFree: (point) => (point.views > 0 ? 100 * (1 - point.failedViews / point.views) : null),
  lcp: (point) => point.p75.LCP,
  inp: (point) => point.p75.INP,
  cls: (point) => point.p75.CLS,
  views: (point) => point.views,
  loadFailureRate: (point) => perThousand(point.loadFailures, point.views),
  errorRate: (point) => perThousand(point.errors, point.views),
};

function markerPlugin(markers) {
  return {
    hooks: {
      draw: [
        (u) => {
          const { ctx } = u;
          for (const marker of markers) {
            const x = u.valToPos(marker.at / 1000, 'x', true);
            if (x < u.bbox.left || x > u.bbox.left + u.bbox.width) continue;
            ctx.save();
            ctx.strokeStyle = marker.kind === 'rollback' ? '#c62828' : '#555';
            ctx.setLineDash([4, 4]);
            ctx.beginPath();
            ctx.moveTo(x, u.bbox.top);
            ctx.lineTo(x, u.bbox.top + u.bbox.height);
            ctx.stroke();
            ctx.restore();
          }
        },
      ],
    },
  };
}

const hourSeconds = 3600;

function draw(data) {
  for (const chart of charts.splice(0)) chart.destroy();
  const hours = [...new Set(data.points.map((point) => point.at))].sort((a, b) => a - b);
  // The axis spans the data's own hours, each point at its hour's start and the last hour whole:
  // an hour of data reads as an hour (uPlot alone widens one x value to years).
  const span = hours.length === 0 ? undefined : [hours[0] / 1000, hours.at(-1) / 1000 + hourSeconds];
  const builds = [...new Set(data.points.map((point) => point.build))];
  for (const id of Object.keys(figureOf)) {
    const target = document.getElementById(`chart-${id}`);
    const series = builds.map((build) =>
      hours.map((at) => {
        const point = data.points.find((p) => p.build === build && p.at === at);
        return point ? figureOf[id](point) : null;
      }),
    );
    const chart = new uPlot(
      {
        width: 540,
        height: 220,
        plugins: [markerPlugin(data.markers)],
        series: [
          {},
          ...builds.map((build, index) => ({
            label: build,
            stroke: palette[index % palette.length],
            width: 2,
            points: { show: true },
          })),
        ],
        scales: { x: { time: true, ...(span ? { range: () => span } : {}) } },
      },
      [hours.map((at) => at / 1000), ...series],
      target,
    );
    target.dataset.series = String(builds.length);
    charts.push(chart);
  }
}

function fill(data) {
  const markers = document.getElementById('markers');
  markers.replaceChildren(
    ...data.markers.map((marker) => {
      const item = document.createElement('li');
      item.className = marker.kind;
      const when = new Date(marker.at).toISOString().replace(/\.\d+Z$/, 'Z');
      item.textContent = `${when}: ${marker.kind} ${marker.build ?? 'the plain build'}${marker.reason ? ` (${marker.reason})` : ''}`;
      return item;
    }),
  );
  const body = document.querySelector('#builds tbody');
  const cell = (text) => {
    const td = document.createElement('td');
    td.textContent = text;
    return td;
  };
  const rate = (count, views) => (views > 0 ? ((count * 1000) / views).toFixed(1) : '-');
  body.replaceChildren(
    ...data.builds.map((build) => {
      const row = document.createElement('tr');
      row.append(
        cell(build.buildId),
        cell(build.firstSeen),
        cell(String(build.views)),
        cell(build.crashFree === null ? '-' : `${(build.crashFree * 100).toFixed(1)} %`),
        cell(rate(build.loadFailures, build.views)),
        cell(rate(build.errors, build.views)),
        cell(build.p75.LCP === null ? '-' : `${build.p75.LCP} ms`),
        cell(build.p75.INP === null ? '-' : `${build.p75.INP} ms`),
        cell(build.p75.CLS === null ? '-' : String(build.p75.CLS)),
      );
      return row;
    }),
  );
}

async function show(remote) {
  const status = document.getElementById('status');
  status.textContent = `Loading ${remote}…`;
  const answer = await fetch(`/ops/health/data?remote=${encodeURIComponent(remote)}`);
  if (!answer.ok) {
    status.textContent = `Could not load the figures (HTTP ${answer.status})`;
    return;
  }
  const data = await answer.json();
  fill(data);
  draw(data);
  const { accepted, dropped, writeFailed } = data.intake;
  status.textContent = `${remote}: ${data.builds.length} builds, ${data.points.length} build-hours · beacons at this API instance since it started: ${accepted} accepted, ${dropped} dropped (buffer full), ${writeFailed} lost to write failures`;
  document.documentElement.dataset.drawn = remote;
}

const select = document.getElementById('remote');
select.value = new URLSearchParams(document.location.search).get('remote') ?? select.value;
select.addEventListener('change', () => void show(select.value));
void show(select.value);
