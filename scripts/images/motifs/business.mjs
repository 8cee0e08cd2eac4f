/** Work and commerce: growth, team, process, ecommerce. Each draws in an 800 × 560 frame. */
import { bar, card, circle, fmt, g, line, path, polyline, rect, sparkle } from '../lib/svg.mjs';
import { avatar, bars, checkBadge, hairTones, person, skinTones, textLines } from '../lib/shapes.mjs';

export function growth(rng, p) {
  const [a1, a2, a3] = p.a;
  const out = [card(60, 40, 560, 420, 26, '#ffffff', p.deep)];
  for (let i = 0; i < 4; i += 1) out.push(line(100, 120 + i * 80, 580, 120 + i * 80, '#e2e8f0', 2));
  const n = 6;
  out.push(bars(100, 120, 480, 300, n, [a1, a2, a1, a2, a1, a3], rng, { rising: true }));
  const pts = Array.from({ length: n }, (_, i) => [140 + i * 80, 380 - (i / (n - 1)) * 270 + rng.range(-25, 25)]);
  out.push(
    polyline(pts, p.deep, 7),
    ...pts.map(([x, y]) => circle(x, y, 10, '#ffffff', { stroke: p.deep, 'stroke-width': 5 })),
  );
  out.push(
    path('M560 60l120 -20l-20 120', 'none', {
      stroke: p.pop,
      'stroke-width': 22,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      transform: 'translate(40 40)',
    }),
  );
  out.push(path('M520 300L690 90', 'none', { stroke: p.pop, 'stroke-width': 22, 'stroke-linecap': 'round' }));
  out.push(card(560, 330, 200, 160, 22, p.deep, '#000000'), bar(590, 360, 90, 12, '#ffffff', { opacity: 0.6 }));
  out.push(
    path('M590 450l40 -30l30 18l50 -46', 'none', {
      stroke: a2,
      'stroke-width': 8,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  for (let i = 0; i < 3; i += 1)
    out.push(circle(30 + i * 8, 470 - i * 26, 26, p.pop, { stroke: p.deep, 'stroke-width': 3, opacity: 0.95 }));
  out.push(sparkle(720, 40, 18, '#ffffff'));
  return g(out);
}

export function team(rng, p) {
  const [a1, a2, a3, a4] = p.a;
  const out = [card(150, 30, 500, 250, 24, '#ffffff', p.deep)];
  const cols = [a1, a2, a3];
  for (let c = 0; c < 3; c += 1) {
    out.push(bar(180 + c * 158, 60, 80, 10, '#94a3b8'));
    for (let r = 0; r < rng.int(1, 3); r += 1)
      out.push(
        rect(180 + c * 158, 86 + r * 58, 136, 46, 10, cols[c], { opacity: 0.3 }),
        bar(194 + c * 158, 104 + r * 58, 80, 9, p.deep, { opacity: 0.6 }),
      );
  }
  const count = rng.int(3, 4);
  const shirts = rng.shuffle([a1, a2, a3, a4, p.pop]);
  for (let i = 0; i < count; i += 1) {
    const x = 400 + (i - (count - 1) / 2) * 150 + rng.range(-12, 12);
    out.push(person(x, 545, rng.range(300, 350), rng.pick(skinTones), rng.pick(hairTones), shirts[i], p.deep));
  }
  out.push(
    card(600, 300, 170, 70, 35, '#ffffff', p.deep),
    ...[0, 1, 2].map((i) => avatar(640 + i * 40, 335, 22, [a1, a2, a3][i], rng.pick(skinTones), p.deep)),
  );
  out.push(checkBadge(90, 120, 34, '#22c55e'), sparkle(80, 300, 16, p.pop));
  return g(out);
}

const stepIcons = [
  (x, y, c) => rect(x - 16, y - 16, 32, 32, 6, c),
  (x, y, c) => circle(x, y, 17, c),
  (x, y, c) => path(`M${x} ${y - 19}L${x + 19} ${y + 15}H${x - 19}Z`, c),
  (x, y, c) => path(`M${x} ${y - 19}L${x + 19} ${y}L${x} ${y + 19}L${x - 19} ${y}Z`, c),
];

export function process(rng, p) {
  const [a1, a2, a3, a4] = p.a;
  const n = rng.int(4, 5);
  const pts = Array.from({ length: n }, (_, i) => [100 + (i * 600) / (n - 1), i % 2 === 0 ? 370 : 190]);
  let d = `M${pts[0][0]} ${pts[0][1]}`;
  for (let i = 1; i < n; i += 1) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += `C${fmt((x0 + x1) / 2)} ${y0} ${fmt((x0 + x1) / 2)} ${y1} ${x1} ${y1}`;
  }
  const out = [
    path(d, 'none', {
      stroke: '#ffffff',
      'stroke-width': 8,
      opacity: 0.5,
      'stroke-dasharray': '2 18',
      'stroke-linecap': 'round',
    }),
  ];
  const icons = rng.shuffle(stepIcons);
  pts.forEach(([x, y], i) => {
    const c = [a1, a2, a3, a4][i % 4];
    out.push(
      circle(x + 6, y + 12, 62, '#000000', { opacity: 0.2 }),
      circle(x, y, 62, '#ffffff'),
      circle(x, y, 44, c, { opacity: 0.25 }),
      icons[i % 4](x, y, c),
    );
    out.push(
      card(x - 70, y + (i % 2 === 0 ? 84 : -150), 140, 60, 14, i === n - 1 ? p.pop : '#ffffff', p.deep),
      textLines(x - 52, y + (i % 2 === 0 ? 102 : -132), 104, 2, p.deep, rng, { h: 9, gap: 18, opacity: 0.6 }),
    );
  });
  out.push(checkBadge(pts[n - 1][0] + 52, pts[n - 1][1] - 50, 24, '#22c55e'));
  out.push(sparkle(60, 60, 18, p.pop), sparkle(740, 500, 14, '#ffffff'));
  return g(out);
}

function productCard(x, y, p, c, rng) {
  return g([
    card(x, y, 190, 250, 20, '#ffffff', p.deep),
    rect(x + 14, y + 14, 162, 120, 14, c, { opacity: 0.3 }),
    rng.bool()
      ? circle(x + 95, y + 74, 38, c)
      : rect(x + 60, y + 40, 70, 70, 12, c, { transform: `rotate(12 ${x + 95} ${y + 75})` }),
    bar(x + 18, y + 152, 120, 11, p.deep, { opacity: 0.7 }),
    bar(x + 18, y + 174, 80, 10, '#94a3b8'),
    rect(x + 18, y + 200, 78, 32, 16, p.deep),
    bar(x + 118, y + 210, 54, 12, c),
  ]);
}

export function ecommerce(rng, p) {
  const [a1, a2, a3] = p.a;
  const out = [productCard(90, 50, p, a1, rng), productCard(300, 100, p, a2, rng)];
  out.push(
    path('M520 250h50l40 170h170', 'none', {
      stroke: '#ffffff',
      'stroke-width': 14,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  out.push(path('M585 290h200l-30 110h-140z', '#ffffff'), path('M600 305h170l-22 80h-124z', a3, { opacity: 0.5 }));
  out.push(
    rect(618, 226, 70, 70, 10, p.pop, { transform: 'rotate(-10 653 261)' }),
    rect(690, 236, 56, 60, 10, a1, { transform: 'rotate(8 718 266)' }),
  );
  out.push(
    circle(630, 470, 24, p.deep, { stroke: '#ffffff', 'stroke-width': 8 }),
    circle(750, 470, 24, p.deep, { stroke: '#ffffff', 'stroke-width': 8 }),
  );
  out.push(
    circle(720, 80, 44, p.pop),
    path('M700 82l14 14l26 -28', 'none', {
      stroke: p.deep,
      'stroke-width': 9,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  out.push(
    card(80, 360, 260, 110, 22, p.deep, '#000000'),
    circle(130, 415, 26, a2),
    bar(170, 398, 130, 11, '#ffffff', { opacity: 0.7 }),
    bar(170, 422, 90, 10, '#ffffff', { opacity: 0.4 }),
  );
  out.push(sparkle(540, 90, 18, '#ffffff'));
  return g(out);
}
