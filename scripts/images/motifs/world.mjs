/** Places and making: travel, building, design. Each draws in an 800 × 560 frame. */
import { card, circle, ellipse, fmt, g, line, path, rect, sparkle } from '../lib/svg.mjs';
import { textLines } from '../lib/shapes.mjs';

const pin = (x, y, s, c, hole = '#ffffff') =>
  path(
    `M${x} ${y}C${fmt(x - s * 0.9)} ${fmt(y - s * 1.1)} ${fmt(x - s)} ${fmt(y - s * 1.7)} ${fmt(x - s)} ${fmt(y - s * 1.9)}A${s} ${s} 0 0 1 ${fmt(x + s)} ${fmt(y - s * 1.9)}C${fmt(x + s)} ${fmt(y - s * 1.7)} ${fmt(x + s * 0.9)} ${fmt(y - s * 1.1)} ${x} ${y}Z`,
    c,
  ) + circle(x, y - s * 1.9, s * 0.42, hole);

const plane = (x, y, s, c, angle) =>
  g(path('M0 -6L70 -8Q84 0 70 8L0 6L-30 46H-46L-26 6H-56L-68 22H-80L-72 0L-80 -22H-68L-56 -6H-26L-46 -46H-30Z', c), {
    transform: `translate(${x} ${y}) rotate(${angle}) scale(${s})`,
  });

export function travel(rng, p) {
  const [a1, a2, a3] = p.a;
  const out = [card(120, 80, 560, 400, 26, '#ffffff', p.deep)];
  out.push(
    path('M150 200Q260 150 330 230T520 220T650 170V450H150Z', a3, { opacity: 0.22 }),
    path('M150 330Q280 280 380 360T650 330V450H150Z', a1, { opacity: 0.22 }),
  );
  const stops = [
    [200, rng.range(380, 420)],
    [340, rng.range(250, 300)],
    [480, rng.range(330, 380)],
    [610, rng.range(180, 230)],
  ];
  let d = `M${stops[0][0]} ${fmt(stops[0][1])}`;
  for (let i = 1; i < stops.length; i += 1)
    d += `Q${fmt((stops[i - 1][0] + stops[i][0]) / 2)} ${fmt(Math.min(stops[i - 1][1], stops[i][1]) - 70)} ${stops[i][0]} ${fmt(stops[i][1])}`;
  out.push(
    path(d, 'none', {
      stroke: p.deep,
      'stroke-width': 5,
      'stroke-dasharray': '14 12',
      'stroke-linecap': 'round',
      opacity: 0.6,
    }),
  );
  stops.forEach(([x, y], i) =>
    out.push(
      i === 0 || i === stops.length - 1
        ? pin(x, y, 26, i === 0 ? a2 : p.pop === '#fef08a' ? '#f97316' : p.pop)
        : circle(x, y, 10, a2, { stroke: '#ffffff', 'stroke-width': 5 }),
    ),
  );
  out.push(plane(660, 90, 1.4, '#ffffff', -18));
  out.push(
    circle(100, 420, 80, a2),
    ellipse(100, 420, 34, 80, 'none', { stroke: '#ffffff', 'stroke-width': 5, opacity: 0.8 }),
    line(20, 420, 180, 420, '#ffffff', 5, { opacity: 0.8 }),
    path('M35 380H165M35 460H165', 'none', { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.6 }),
  );
  out.push(sparkle(740, 420, 16, p.pop), sparkle(60, 60, 14, '#ffffff'));
  return g(out);
}

export function building(rng, p) {
  const [a1, a2, a3] = p.a;
  const out = [circle(rng.range(560, 680), 120, 70, p.pop, { opacity: 0.95 })];
  let x = 40;
  const fronts = [];
  while (x < 740) {
    const w = rng.range(80, 130);
    const h = rng.range(180, 400);
    fronts.push([x, w, h]);
    x += w + rng.range(4, 14);
  }
  fronts.forEach(([bx, w, h], i) => {
    const fill = i % 3 === 0 ? '#ffffff' : i % 3 === 1 ? p.soft : a1;
    out.push(rect(bx + 6, 520 - h + 10, w, h, 6, '#000000', { opacity: 0.2 }), rect(bx, 520 - h, w, h, 6, fill));
    for (let wy = 520 - h + 22; wy < 500; wy += 34) {
      for (let wx = bx + 14; wx + 18 < bx + w - 8; wx += 30)
        out.push(
          rect(wx, wy, 18, 20, 3, rng.bool(0.3) ? p.pop : fill === a1 ? '#ffffff' : a2, {
            opacity: rng.bool(0.3) ? 0.95 : 0.45,
          }),
        );
    }
  });
  out.push(rect(20, 515, 760, 16, 8, p.deep));
  const cx = rng.range(150, 300);
  out.push(
    line(cx, 515, cx, 60, a3, 10),
    line(cx - 40, 70, cx + 200, 70, a3, 10),
    line(cx, 60, cx + 120, 70, a3, 4),
    line(cx + 170, 70, cx + 170, 150, '#ffffff', 3),
    rect(cx + 155, 150, 30, 24, 4, p.pop),
  );
  out.push(sparkle(740, 40, 16, '#ffffff'));
  return g(out);
}

export function design(rng, p) {
  const [a1, a2, a3, a4] = p.a;
  const out = [card(70, 40, 480, 420, 24, '#ffffff', p.deep)];
  for (let i = 1; i < 6; i += 1)
    out.push(
      line(70 + i * 80, 60, 70 + i * 80, 440, a1, 2, { opacity: 0.18 }),
      line(90, 40 + i * 70, 530, 40 + i * 70, a1, 2, { opacity: 0.18 }),
    );
  out.push(
    rect(110, 80, 180, 140, 16, a2, { opacity: 0.85 }),
    circle(410, 150, 70, a3, { opacity: 0.85 }),
    rect(110, 260, 400, 24, 12, p.deep, { opacity: 0.75 }),
  );
  out.push(textLines(110, 310, 360, 3, '#94a3b8', rng));
  const curve = `M120 420C${fmt(rng.range(180, 260))} 300 ${fmt(rng.range(340, 420))} 470 520 360`;
  out.push(
    path(curve, 'none', { stroke: p.deep, 'stroke-width': 5 }),
    line(120, 420, 220, 330, p.deep, 2),
    line(520, 360, 450, 440, p.deep, 2),
  );
  out.push(
    ...[
      [120, 420],
      [520, 360],
    ].map(([x, y]) => rect(x - 10, y - 10, 20, 20, 3, '#ffffff', { stroke: p.deep, 'stroke-width': 4 })),
    circle(220, 330, 8, p.pop),
    circle(450, 440, 8, p.pop),
  );
  out.push(
    g(
      [
        path('M0 -150L40 -40L18 40H-18L-40 -40Z', p.deep),
        path('M0 -150L20 -92H-20Z', p.pop),
        circle(0, -40, 9, '#ffffff'),
        rect(-26, 40, 52, 40, 8, a4),
      ],
      { transform: 'translate(640 330) rotate(28)' },
    ),
  );
  const sw = [a1, a2, a3, a4, p.pop];
  out.push(
    card(590, 40, 180, 80, 40, p.deep, '#000000'),
    ...sw.slice(0, 4).map((c, i) => circle(628 + i * 35, 80, 15, c, { stroke: '#ffffff', 'stroke-width': 3 })),
  );
  out.push(sparkle(740, 500, 16, '#ffffff'));
  return g(out);
}
