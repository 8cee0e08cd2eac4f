/* global document, uPlot */
/**
 * The team view's page script (plain JavaScript, served as is): reads /ops/health/data for the
 * chosen remote and draws one uPlot chart per figure, one series per build (a vital's: its p75 and
 * p95), with deploy and rollback markers as vertical lines; fills the builds table and the tables
 * split by device class and by route.
 */
const palette = ['#1f5fbf', '#b5470b', '#2e7d32', '#7b1fa2', '#00838f', '#6d4c41'];
/** The charts drawn for the remote shown, destroyed before the next one's. */
const drawn = [];

const perThousand = (count, views) => (views > 0 ? (count * 1000) / views : null);
/** The charts of one figure per build: what a point shows. */
const figureOf = {
  crashFree: (point) => (point.views > 0 ? 100 * (1 - point.failedViews / point.views) : null),
  views: (point) => point.views,
  loadFailureRate: (point) => perThousand(point.loadFailures, point.views),
  errorRate: (point) => perThousand(point.errors, point.views),
};
/** The charts of a vital: its p75 (solid) and p95 (dashed) per build. */
const vitalOf = { lcp: 'LCP', inp: 'INP', cls: 'CLS', fcp: 'FCP', ttfb: 'TTFB' };

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
            ctx.strokeStyle = marker.kind === 'rollback' || marker.kind === 'canary-stopped' ? '#c62828' : '#555';
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
  for (const chart of drawn.splice(0)) chart.destroy();
  const hours = [...new Set(data.points.map((point) => point.at))].sort((a, b) => a - b);
  // The axis spans the data's own hours, each point at its hour's start and the last hour whole:
  // an hour of data reads as an hour (uPlot alone widens one x value to years).
  const span = hours.length === 0 ? undefined : [hours[0] / 1000, hours.at(-1) / 1000 + hourSeconds];
  const builds = [...new Set(data.points.map((point) => point.build))];
  const valuesOf = (figure) =>
    builds.map((build) =>
      hours.map((at) => {
        const point = data.points.find((p) => p.build === build && p.at === at);
        return point ? figure(point) : null;
      }),
    );
  const line = (label, index, dash) => ({
    label,
    stroke: palette[index % palette.length],
    width: 2,
    points: { show: true },
    ...(dash ? { dash: [6, 4] } : {}),
  });
  const charts = [
    ...Object.entries(figureOf).map(([id, figure]) => ({
      id,
      series: builds.map((build, index) => line(build, index, false)),
      values: valuesOf(figure),
    })),
    ...Object.entries(vitalOf).map(([id, vital]) => {
      const p95 = valuesOf((point) => point.p95[vital]);
      return {
        id,
        series: builds.flatMap((build, index) => [
          line(`${build} p75`, index, false),
          line(`${build} p95`, index, true),
        ]),
        values: valuesOf((point) => point.p75[vital]).flatMap((p75, index) => [p75, p95[index]]),
      };
    }),
  ];
  for (const { id, series, values } of charts) {
    const target = document.getElementById(`chart-${id}`);
    const chart = new uPlot(
      {
        width: 540,
        height: 220,
        plugins: [markerPlugin(data.markers)],
        series: [{}, ...series],
        scales: { x: { time: true, ...(span ? { range: () => span } : {}) } },
      },
      [hours.map((at) => at / 1000), ...values],
      target,
    );
    target.dataset.series = String(builds.length);
    drawn.push(chart);
  }
}

function fill(data) {
  const markers = document.getElementById('markers');
  markers.replaceChildren(
    ...data.markers.map((marker) => {
      const item = document.createElement('li');
      item.className = marker.kind;
      const when = new Date(marker.at).toISOString().replace(/\.\d+Z$/, 'Z');
      const weight = marker.weight === undefined ? '' : ` at ${marker.weight} %`;
      item.textContent = `${when}: ${marker.kind} ${marker.build ?? 'the plain build'}${weight}${marker.reason ? ` (${marker.reason})` : ''}`;
      return item;
    }),
  );
  const cell = (text, number = false) => {
    const td = document.createElement('td');
    td.textContent = text;
    if (number) td.className = 'number';
    return td;
  };
  const rate = (count, views) => (views > 0 ? ((count * 1000) / views).toFixed(1) : '-');
  const percent = (share) => (share === null ? '-' : `${(share * 100).toFixed(1)} %`);
  const vital = (value, name) => (value === null ? '-' : name === 'CLS' ? String(value) : `${value} ms`);
  const rows = (selector, list, cellsOf) =>
    document.querySelector(`${selector} tbody`).replaceChildren(
      ...list.map((entry) => {
        const row = document.createElement('tr');
        const [head, ...rest] = cellsOf(entry);
        const th = document.createElement('th');
        th.scope = 'row';
        th.textContent = head;
        row.append(th, ...rest);
        return row;
      }),
    );
  rows('#builds', data.builds, (build) => [
    build.buildId,
    cell(build.firstSeen),
    cell(String(build.views), true),
    cell(percent(build.crashFree), true),
    cell(rate(build.loadFailures, build.views), true),
    cell(rate(build.errors, build.views), true),
    ...Object.values(vitalOf).flatMap((name) => [
      cell(vital(build.p75[name], name), true),
      cell(vital(build.p95[name], name), true),
    ]),
  ]);
  const split = (key) => (entry) => [
    entry.buildId,
    cell(entry[key]),
    cell(String(entry.views), true),
    cell(percent(entry.crashFree), true),
    cell(vital(entry.p75.LCP, 'LCP'), true),
    cell(vital(entry.p75.INP, 'INP'), true),
  ];
  rows('#devices', data.devices, split('device'));
  rows('#routes', data.routes, split('route'));
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
