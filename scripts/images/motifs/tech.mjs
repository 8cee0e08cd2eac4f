/** Systems: ai, cloud, security, data. Each draws in an 800 × 560 frame. */
import { bar, card, circle, ellipse, fmt, g, line, path, rect, sparkle } from '../lib/svg.mjs';
import { bars, checkBadge, textLines } from '../lib/shapes.mjs';

export function ai(rng, p) {
  const [a1, a2, a3, a4] = p.a;
  const layers = [rng.int(3, 4), rng.int(4, 5), rng.int(4, 5), rng.int(2, 3)];
  const xs = [170, 330, 490, 650];
  const nodes = layers.map((n, li) =>
    Array.from({ length: n }, (_, i) => [xs[li], 280 + (i - (n - 1) / 2) * rng.range(92, 104)]),
  );
  const out = [
    circle(400, 280, 250, '#ffffff', { opacity: 0.07 }),
    circle(400, 280, 180, '#ffffff', { opacity: 0.07 }),
  ];
  for (let li = 0; li < nodes.length - 1; li += 1) {
    for (const [x1, y1] of nodes[li]) {
      for (const [x2, y2] of nodes[li + 1]) {
        const hot = rng.bool(0.3);
        out.push(line(x1, y1, x2, y2, hot ? p.pop : '#ffffff', hot ? 4 : 2.5, { opacity: hot ? 0.9 : 0.35 }));
      }
    }
  }
  nodes.forEach((layer, li) =>
    layer.forEach(([x, y]) => {
      const c = [a1, a2, a3, a4][li];
      out.push(circle(x + 4, y + 8, 26, '#000000', { opacity: 0.2 }), circle(x, y, 26, '#ffffff'), circle(x, y, 15, c));
    }),
  );
  const chipX = rng.bool() ? 40 : 640;
  out.push(card(chipX, 30, 120, 120, 22, p.deep, '#000000'), rect(chipX + 28, 58, 64, 64, 12, a2));
  for (let i = 0; i < 4; i += 1) {
    out.push(line(chipX + 20 + i * 27, 20, chipX + 20 + i * 27, 34, '#ffffff', 6, { opacity: 0.8 }));
    out.push(line(chipX + 20 + i * 27, 146, chipX + 20 + i * 27, 160, '#ffffff', 6, { opacity: 0.8 }));
  }
  out.push(sparkle(chipX + 60, 90, 20, '#ffffff'));
  out.push(sparkle(chipX === 40 ? 720 : 90, 470, 24, p.pop), sparkle(chipX === 40 ? 680 : 130, 520, 12, '#ffffff'));
  return g(out);
}

const cloudPath = (x, y, s) =>
  `M${fmt(x + 60 * s)} ${fmt(y + 150 * s)}A${fmt(55 * s)} ${fmt(55 * s)} 0 0 1 ${fmt(x + 70 * s)} ${fmt(y + 42 * s)}A${fmt(80 * s)} ${fmt(80 * s)} 0 0 1 ${fmt(x + 225 * s)} ${fmt(y + 30 * s)}A${fmt(62 * s)} ${fmt(62 * s)} 0 0 1 ${fmt(x + 300 * s)} ${fmt(y + 150 * s)}Z`;

export function cloud(rng, p) {
  const [a1, a2, a3] = p.a;
  const out = [path(cloudPath(218, 78, 1.2), '#000000', { opacity: 0.2 }), path(cloudPath(210, 62, 1.2), '#ffffff')];
  out.push(
    path('M390 200v-70m-34 32l34 -34l34 34', 'none', {
      stroke: a1,
      'stroke-width': 18,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  const servers = rng.int(3, 4);
  const gap = 600 / servers;
  for (let i = 0; i < servers; i += 1) {
    const x = 100 + i * gap + (gap - 150) / 2;
    out.push(
      path(`M400 250C400 300 ${fmt(x + 75)} 290 ${fmt(x + 75)} 350`, 'none', {
        stroke: '#ffffff',
        'stroke-width': 4,
        opacity: 0.55,
        'stroke-dasharray': '10 10',
      }),
    );
    out.push(card(x, 350, 150, 150, 18, p.deep, '#000000'));
    for (let r = 0; r < 3; r += 1) {
      out.push(
        rect(x + 14, 366 + r * 42, 122, 32, 8, '#ffffff', { opacity: 0.1 }),
        circle(x + 32, 382 + r * 42, 6, [a2, a3, p.pop][(r + i) % 3]),
        bar(x + 50, 378 + r * 42, 70, 8, '#ffffff', { opacity: 0.5 }),
      );
    }
  }
  out.push(path(cloudPath(rng.bool() ? 40 : 620, 40, 0.45), a2, { opacity: 0.9 }), sparkle(700, 250, 16, p.pop));
  return g(out);
}

export function security(rng, p) {
  const [a1, a2, a3] = p.a;
  const shield = 'M400 40L580 100V250C580 370 500 450 400 500C300 450 220 370 220 250V100Z';
  const out = [];
  for (let i = 0; i < 10; i += 1)
    out.push(rect(rng.range(40, 760), rng.range(20, 540), 18, 8, 4, '#ffffff', { opacity: 0.25 }));
  out.push(
    path(shield, '#000000', { opacity: 0.22, transform: 'translate(10 16)' }),
    path(shield, '#ffffff'),
    path('M400 80L545 128V250C545 350 482 415 400 458Z', a1, { opacity: 0.35 }),
  );
  out.push(
    rect(345, 240, 110, 90, 16, p.deep),
    path('M365 240v-30a35 35 0 0 1 70 0v30', 'none', { stroke: p.deep, 'stroke-width': 16 }),
  );
  out.push(circle(400, 278, 12, p.pop), rect(395, 282, 10, 28, 5, p.pop));
  const side = rng.bool() ? 1 : -1;
  const cx = 400 + side * 270;
  out.push(card(cx - 100, 150, 200, 120, 18, '#ffffff', p.deep));
  for (let i = 0; i < 4; i += 1) out.push(circle(cx - 60 + i * 40, 195, 11, p.deep));
  out.push(bar(cx - 72, 232, 144, 12, a2));
  out.push(checkBadge(400 - side * 250, 390, 46, '#22c55e'));
  out.push(sparkle(400 - side * 230, 110, 18, a3));
  return g(out);
}

const cylinder = (x, y, w, h, top, side, ring) =>
  rect(x, y, w, h, 0, side) +
  ellipse(x + w / 2, y + h, w / 2, w * 0.16, side) +
  ellipse(x + w / 2, y, w / 2, w * 0.16, top) +
  path(`M${x} ${y + h * 0.5}A${w / 2} ${fmt(w * 0.16)} 0 0 0 ${x + w} ${y + h * 0.5}`, 'none', {
    stroke: ring,
    'stroke-width': 4,
    opacity: 0.5,
  });

export function data(rng, p) {
  const [a1, a2, a3, a4] = p.a;
  const left = rng.bool();
  const dbx = left ? 70 : 560;
  const out = [];
  for (let i = 2; i >= 0; i -= 1)
    out.push(cylinder(dbx, 120 + i * 110, 170, 90, i === 0 ? a1 : '#ffffff', i === 0 ? p.deep : a1, '#ffffff'));
  const dx = left ? 300 : 60;
  out.push(card(dx, 60, 440, 420, 24, '#ffffff', p.deep));
  out.push(circle(dx + 110, 170, 70, 'none', { stroke: p.soft, 'stroke-width': 34 }));
  const parts = [rng.range(90, 160), rng.range(60, 110), rng.range(40, 80)];
  let offset = 0;
  parts.forEach((len, i) => {
    out.push(
      circle(dx + 110, 170, 70, 'none', {
        stroke: [a2, a3, a4][i],
        'stroke-width': 34,
        'stroke-dasharray': `${fmt(len)} 440`,
        'stroke-dashoffset': fmt(-offset),
        transform: `rotate(-90 ${dx + 110} 170)`,
      }),
    );
    offset += len;
  });
  out.push(textLines(dx + 220, 120, 180, 4, '#94a3b8', rng, { h: 12, gap: 28 }));
  out.push(bars(dx + 40, 280, 360, 160, 8, [a1, a2, a3], rng));
  out.push(path(`M${dx + 250} 140`, 'none'));
  out.push(
    path(`M${left ? 240 : 560} 260C${left ? 270 : 530} 260 ${left ? 270 : 530} 300 ${left ? 300 : 500} 300`, 'none', {
      stroke: p.pop,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
  );
  out.push(sparkle(left ? 760 : 40, 40, 18, p.pop));
  return g(out);
}
