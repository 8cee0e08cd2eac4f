/** Home page art: hero backdrops and leadership portraits. Each draws in an 800 × 560 frame. */
import { card, circle, g, line, path, rect, sparkle } from '../lib/svg.mjs';

/** A quiet network of linked nodes over a perspective grid: sits behind the hero text. */
export function backdrop(rng, p) {
  const [a1, a2, a3] = p.a;
  const out = [];
  for (let i = 0; i <= 8; i += 1) {
    const x = i * 100;
    out.push(line(400 + (x - 400) * 0.35, 330, x, 560, '#ffffff', 2, { opacity: 0.14 }));
  }
  for (let i = 0; i < 5; i += 1) {
    const y = 330 + i * i * 10 + i * 15;
    out.push(line(0, y, 800, y, '#ffffff', 2, { opacity: 0.1 + i * 0.02 }));
  }
  const nodes = Array.from({ length: 9 }, () => [rng.range(40, 760), rng.range(30, 300)]);
  nodes.forEach(([x, y], i) => {
    const [nx, ny] = nodes[(i + 1 + rng.int(0, 2)) % nodes.length];
    out.push(line(x, y, nx, ny, i % 2 ? a1 : '#ffffff', 3, { opacity: 0.35 }));
  });
  nodes.forEach(([x, y], i) => {
    const r = rng.range(7, 16);
    out.push(
      circle(x, y, r + 8, i % 3 === 0 ? a2 : a3, { opacity: 0.25 }),
      circle(x, y, r, '#ffffff', { opacity: 0.8 }),
    );
  });
  out.push(sparkle(rng.range(80, 720), rng.range(40, 260), 16, p.pop, { opacity: 0.8 }));
  return g(out);
}

/** A head-and-shoulders figure in a framed card with a status badge: a leader's portrait. */
export function leaderPortrait(rng, p) {
  const [a1, a2, a3] = p.a;
  const skin = rng.pick(['#f1c27d', '#e0ac69', '#c68642', '#8d5524']);
  const hair = rng.pick(['#1f2937', '#3f2a1d', '#111827']);
  const out = [card(190, 20, 420, 520, 48, '#ffffff', p.deep), rect(210, 40, 380, 480, 36, p.soft)];
  out.push(circle(400, 250, 150, a1, { opacity: 0.35 }));
  out.push(path('M250 520C250 420 310 370 400 370C490 370 550 420 550 520Z', p.deep));
  out.push(path('M370 372L400 430L430 372Z', '#ffffff'), path('M393 390L400 470L407 390Z', a2));
  out.push(rect(372, 300, 56, 80, 20, skin));
  out.push(circle(400, 250, 78, skin));
  out.push(
    path(
      'M322 250C318 170 360 150 400 150C450 150 486 178 478 250C460 210 420 196 372 206C350 212 332 228 322 250Z',
      hair,
    ),
  );
  out.push(circle(372, 258, 6, '#1f2937'), circle(428, 258, 6, '#1f2937'));
  out.push(
    path('M380 292Q400 306 420 292', 'none', { stroke: '#7c2d12', 'stroke-width': 5, 'stroke-linecap': 'round' }),
  );
  out.push(card(520, 430, 120, 56, 28, a3, p.deep), circle(548, 458, 12, '#ffffff'));
  out.push(sparkle(170, 90, 18, p.pop), sparkle(660, 160, 14, '#ffffff'));
  // Drawn for portrait canvases (3:4), which have room above and below the 800 × 560 frame.
  return g(out, { transform: 'translate(400 280) scale(1.4) translate(-400 -280)' });
}
