/** Learning and care: education, health. Each draws in an 800 × 560 frame. */
import { bar, card, g, line, path, polyline, rect, sparkle, circle } from '../lib/svg.mjs';
import { heart, textLines } from '../lib/shapes.mjs';

export function education(rng, p) {
  const [a1, a2, a3] = p.a;
  const out = [
    path('M400 470C330 420 200 410 110 430V170C200 150 330 160 400 210Z', '#000000', {
      opacity: 0.2,
      transform: 'translate(8 14)',
    }),
  ];
  out.push(
    path('M400 470C330 420 200 410 110 430V170C200 150 330 160 400 210Z', '#ffffff'),
    path('M400 470C470 420 600 410 690 430V170C600 150 470 160 400 210Z', p.soft),
  );
  out.push(path('M400 210V470', 'none', { stroke: a1, 'stroke-width': 6 }));
  for (let i = 0; i < 5; i += 1) {
    out.push(
      bar(150, 220 + i * 36, rng.range(150, 210), 10, '#94a3b8', { opacity: 0.7 }),
      bar(450, 220 + i * 36, rng.range(150, 210), 10, i === 1 ? a2 : '#94a3b8', { opacity: 0.8 }),
    );
  }
  const capX = rng.bool() ? 560 : 240;
  out.push(
    path(`M${capX} 20L${capX + 130} 75L${capX} 130L${capX - 130} 75Z`, p.deep),
    path(`M${capX - 70} 100V150Q${capX} 190 ${capX + 70} 150V100L${capX} 130Z`, p.deep),
  );
  out.push(line(capX + 100, 86, capX + 100, 160, p.pop, 6), circle(capX + 100, 168, 12, p.pop));
  out.push(
    g([rect(-14, -110, 28, 200, 6, p.pop), path('M-14 90L0 125L14 90Z', '#fde68a'), rect(-14, -110, 28, 26, 6, a3)], {
      transform: `translate(${capX === 560 ? 140 : 660} 120) rotate(${capX === 560 ? -30 : 30})`,
    }),
  );
  out.push(sparkle(720, 470, 18, '#ffffff'), sparkle(80, 70, 14, a2));
  return g(out);
}

export function health(rng, p) {
  const [a1, a2, a3] = p.a;
  const out = [
    heart(400, 250, 190, '#000000', { opacity: 0.2, transform: 'translate(10 14)' }),
    heart(400, 250, 190, '#ffffff'),
    heart(400, 250, 150, '#f43f5e', { opacity: 0.9 }),
  ];
  const pts = [
    [60, 260],
    [250, 260],
    [290, 190],
    [340, 360],
    [390, 120],
    [440, 320],
    [480, 260],
    [740, 260],
  ];
  out.push(polyline(pts, '#000000', 16, { opacity: 0.15, transform: 'translate(4 8)' }), polyline(pts, p.deep, 12));
  const side = rng.bool() ? 1 : -1;
  const cx = 400 + side * 290;
  out.push(
    card(cx - 70, 40, 140, 140, 30, '#ffffff', p.deep),
    rect(cx - 16, 62, 32, 96, 8, a1),
    rect(cx - 48, 94, 96, 32, 8, a1),
  );
  out.push(
    g([rect(-70, -28, 140, 56, 28, '#ffffff'), path('M0 -28H42A28 28 0 0 1 42 28H0Z', a2)], {
      transform: `translate(${400 - side * 280} 440) rotate(${side * 25})`,
    }),
  );
  out.push(
    card(400 + side * 170, 420, 190, 90, 18, p.deep, '#000000'),
    textLines(400 + side * 170 + 24, 448, 140, 2, '#ffffff', rng, { opacity: 0.6 }),
  );
  out.push(sparkle(400 - side * 300, 90, 18, a3), sparkle(400 + side * 310, 300, 12, '#ffffff'));
  return g(out);
}
