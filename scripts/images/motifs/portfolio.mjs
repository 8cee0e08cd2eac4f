/** Product screens for case studies: a website in a browser, an admin dashboard, one phone. 800 × 560 frame. */
import { bar, card, circle, fmt, g, path, polyline, rect, sparkle } from '../lib/svg.mjs';
import { bars, checkBadge, dots3, textLines } from '../lib/shapes.mjs';

/** A browser window with an address bar; returns the svg and its content box. */
function browser(x, y, w, h, p) {
  const svg =
    card(x, y, w, h, 20, '#ffffff', p.deep) +
    path(
      `M${x} ${y + 20}Q${x} ${y} ${x + 20} ${y}H${x + w - 20}Q${x + w} ${y} ${x + w} ${y + 20}V${y + 44}H${x}Z`,
      p.soft,
    ) +
    dots3.map((c, i) => circle(x + 24 + i * 20, y + 22, 6, c)).join('') +
    rect(x + 100, y + 11, w - 200, 22, 11, '#ffffff') +
    circle(x + 116, y + 22, 5, p.a[0]);
  return { svg, box: { x, y: y + 44, w, h: h - 44 } };
}

/** A picture placeholder: sky, sun and two hills in the palette. */
function picture(x, y, w, h, p, rng) {
  const [a1, a2] = p.a;
  const sun = rng.range(0.55, 0.85);
  return g([
    rect(x, y, w, h, 12, a1, { opacity: 0.9 }),
    circle(x + w * sun, y + h * 0.3, Math.min(w, h) * 0.12, p.pop),
    path(
      `M${x} ${fmt(y + h * 0.75)}Q${fmt(x + w * 0.3)} ${fmt(y + h * 0.35)} ${fmt(x + w * 0.6)} ${fmt(y + h * 0.7)}T${x + w} ${fmt(y + h * 0.6)}V${fmt(y + h - 12)}Q${x + w} ${y + h} ${x + w - 12} ${y + h}H${x + 12}Q${x} ${y + h} ${x} ${fmt(y + h - 12)}Z`,
      a2,
      { opacity: 0.85 },
    ),
    path(
      `M${x} ${fmt(y + h * 0.88)}Q${fmt(x + w * 0.45)} ${fmt(y + h * 0.6)} ${x + w} ${fmt(y + h * 0.85)}V${fmt(y + h - 12)}Q${x + w} ${y + h} ${x + w - 12} ${y + h}H${x + 12}Q${x} ${y + h} ${x} ${fmt(y + h - 12)}Z`,
      '#ffffff',
      { opacity: 0.35 },
    ),
  ]);
}

export function website(rng, p) {
  const [a1, a2, a3] = p.a;
  const b = browser(20, 24, 760, 512, p);
  const { x, y, w } = b.box;
  const out = [b.svg];
  // Navigation bar: logo, links, call-to-action button.
  out.push(circle(x + 40, y + 30, 13, a1), bar(x + 60, y + 24, 80, 12, p.deep, { opacity: 0.8 }));
  for (let i = 0; i < 4; i += 1) out.push(bar(x + w - 380 + i * 70, y + 25, 50, 10, '#94a3b8'));
  out.push(rect(x + w - 100, y + 15, 76, 30, 15, a3));
  // Hero: headline and button on one side, a picture on the other.
  const flip = rng.bool();
  const textX = flip ? x + w / 2 + 10 : x + 32;
  const picX = flip ? x + 32 : x + w / 2 + 10;
  out.push(rect(x, y + 60, w, 210, 0, p.soft, { opacity: 0.7 }));
  out.push(bar(textX, y + 96, w * 0.36, 22, p.deep), bar(textX, y + 130, w * 0.3, 22, p.deep));
  out.push(textLines(textX, y + 172, w * 0.38, 2, '#94a3b8', rng, { h: 10, gap: 20 }));
  out.push(
    rect(textX, y + 216, 120, 34, 17, a2),
    rect(textX + 132, y + 216, 100, 34, 17, 'none', { stroke: p.deep, 'stroke-width': 3 }),
  );
  out.push(picture(picX, y + 80, w / 2 - 52, 172, p, rng));
  // A row of cards.
  const n = rng.pick([3, 4]);
  const gap = 22;
  const cw = (w - 64 - gap * (n - 1)) / n;
  for (let i = 0; i < n; i += 1) {
    const cx = x + 32 + i * (cw + gap);
    out.push(card(cx, y + 292, cw, 162, 14, '#ffffff', p.deep, { stroke: p.soft, 'stroke-width': 2 }));
    out.push(rect(cx + 12, y + 304, cw - 24, 70, 10, [a1, a2, a3][i % 3], { opacity: 0.75 }));
    out.push(bar(cx + 12, y + 388, cw * 0.7, 11, p.deep, { opacity: 0.75 }));
    out.push(textLines(cx + 12, y + 410, cw - 24, 2, '#94a3b8', rng, { h: 8, gap: 16 }));
  }
  out.push(checkBadge(flip ? 730 : 70, 60, 26, '#34d399'), sparkle(flip ? 60 : 740, 500, 14, p.pop));
  return g(out);
}

export function dashboard(rng, p) {
  const [a1, a2, a3, a4] = p.a;
  const b = browser(20, 24, 760, 512, p);
  const { x, y, w, h } = b.box;
  const out = [b.svg, path(`M${x} ${y}H${x + 150}V${y + h}H${x + 20}Q${x} ${y + h} ${x} ${y + h - 20}Z`, p.deep)];
  out.push(circle(x + 32, y + 32, 12, a1), bar(x + 52, y + 27, 70, 10, '#ffffff', { opacity: 0.85 }));
  for (let i = 0; i < 7; i += 1) {
    const active = i === 1;
    if (active) out.push(rect(x + 12, y + 64 + i * 40, 126, 30, 8, '#ffffff', { opacity: 0.14 }));
    out.push(rect(x + 24, y + 73 + i * 40, 12, 12, 3, active ? a2 : '#ffffff', { opacity: active ? 1 : 0.5 }));
    out.push(bar(x + 46, y + 74 + i * 40, rng.range(50, 80), 9, '#ffffff', { opacity: active ? 0.95 : 0.5 }));
  }
  const cx = x + 170;
  const cw = w - 190;
  // KPI cards.
  const kpis = 4;
  const kw = (cw - 3 * 14) / kpis;
  for (let i = 0; i < kpis; i += 1) {
    const kx = cx + i * (kw + 14);
    out.push(rect(kx, y + 18, kw, 76, 12, p.soft));
    out.push(
      bar(kx + 12, y + 32, kw * 0.5, 8, '#94a3b8'),
      bar(kx + 12, y + 50, kw * 0.62, 18, p.deep, { opacity: 0.85 }),
    );
    out.push(bar(kx + 12, y + 76, kw * 0.3, 7, [a1, a2, a3, a4][i], {}));
  }
  // Line chart.
  out.push(rect(cx, y + 110, cw * 0.62, 190, 12, '#ffffff', { stroke: p.soft, 'stroke-width': 3 }));
  const pts = [];
  for (let i = 0; i <= 8; i += 1)
    pts.push([cx + 18 + (i * (cw * 0.62 - 36)) / 8, y + 270 - (i / 8) * 90 - rng.range(0, 60)]);
  out.push(
    polyline(pts, a2, 5),
    polyline(
      pts.map(([px, py]) => [px, py + 40 + rng.range(0, 20)]),
      a1,
      4,
      { opacity: 0.6 },
    ),
  );
  // Donut.
  const dx = cx + cw * 0.62 + 14;
  const dw = cw * 0.38 - 14;
  out.push(rect(dx, y + 110, dw, 190, 12, p.soft));
  out.push(circle(dx + dw / 2, y + 205, 52, 'none', { stroke: '#ffffff', 'stroke-width': 22 }));
  out.push(
    circle(dx + dw / 2, y + 205, 52, 'none', {
      stroke: a3,
      'stroke-width': 22,
      'stroke-dasharray': `${fmt(rng.range(140, 250))} 400`,
      transform: `rotate(-90 ${fmt(dx + dw / 2)} ${y + 205})`,
    }),
  );
  // Table rows.
  for (let i = 0; i < 4; i += 1) {
    const ry = y + 318 + i * 36;
    out.push(rect(cx, ry, cw, 28, 8, i % 2 ? '#ffffff' : p.soft));
    out.push(
      circle(cx + 18, ry + 14, 8, [a1, a2, a3, a4][i]),
      bar(cx + 36, ry + 10, cw * 0.25, 8, p.deep, { opacity: 0.7 }),
    );
    out.push(
      bar(cx + cw * 0.45, ry + 10, cw * 0.18, 8, '#94a3b8'),
      rect(cx + cw - 80, ry + 6, 60, 16, 8, i === 2 ? p.pop : a4, { opacity: 0.85 }),
    );
  }
  return g(out);
}

function screen(kind, x, y, w, h, p, rng) {
  const [a1, a2, a3] = p.a;
  const out = [rect(x, y, w, 70, 0, a1), bar(x + 20, y + 34, w * 0.45, 14, '#ffffff', { opacity: 0.9 })];
  out.push(circle(x + w - 30, y + 40, 14, '#ffffff', { opacity: 0.85 }));
  if (kind === 'feed') {
    out.push(picture(x + 14, y + 88, w - 28, 150, p, rng));
    out.push(bar(x + 16, y + 254, w * 0.6, 14, p.deep, { opacity: 0.8 }));
    out.push(textLines(x + 16, y + 280, w - 32, 3, '#94a3b8', rng, { h: 9, gap: 18 }));
    for (let i = 0; i < 2; i += 1) {
      const ry = y + 348 + i * 56;
      out.push(rect(x + 14, ry, w - 28, 44, 12, p.soft), circle(x + 38, ry + 22, 13, [a2, a3][i]));
      out.push(
        bar(x + 60, ry + 12, w * 0.4, 8, p.deep, { opacity: 0.7 }),
        bar(x + 60, ry + 26, w * 0.25, 7, '#94a3b8'),
      );
    }
  } else {
    out.push(rect(x + 14, y + 88, w - 28, 120, 14, p.soft));
    out.push(bars(x + 30, y + 100, w - 60, 96, 6, [a1, a2, a3], rng, { rising: kind === 'progress' }));
    for (let i = 0; i < 3; i += 1) {
      const ry = y + 226 + i * 64;
      out.push(rect(x + 14, ry, w - 28, 52, 12, '#ffffff', { stroke: p.soft, 'stroke-width': 3 }));
      out.push(rect(x + 26, ry + 12, 28, 28, 8, [a1, a2, a3][i], { opacity: 0.85 }));
      out.push(
        bar(x + 66, ry + 14, w * 0.42, 9, p.deep, { opacity: 0.7 }),
        bar(x + 66, ry + 30, w * 0.28, 7, '#94a3b8'),
      );
    }
  }
  out.push(rect(x + 14, y + h - 58, w - 28, 42, 21, a3));
  return out.join('');
}

export function phone(rng, p) {
  const w = 250;
  const h = 520;
  const x = 400 - w / 2;
  const y = 20;
  const out = [
    rect(x + 10, y + 20, w, h, 38, '#000000', { opacity: 0.22 }),
    rect(x, y, w, h, 38, p.deep),
    rect(x + 10, y + 10, w - 20, h - 20, 30, '#ffffff'),
    screen(rng.pick(['feed', 'progress', 'stats']), x + 10, y + 10, w - 20, h - 20, p, rng),
    rect(400 - 36, y + 16, 72, 14, 7, p.deep),
  ];
  const left = rng.bool();
  // Floating cards: a notification and a metric.
  out.push(card(left ? 40 : 560, 90, 200, 84, 18, '#ffffff', p.deep));
  out.push(circle(left ? 80 : 600, 132, 20, p.a[1]), bar(left ? 110 : 630, 118, 100, 10, p.deep, { opacity: 0.75 }));
  out.push(bar(left ? 110 : 630, 138, 70, 8, '#94a3b8'));
  out.push(card(left ? 570 : 40, 330, 190, 130, 18, '#ffffff', p.deep));
  out.push(bars(left ? 590 : 60, 350, 150, 90, 5, [p.a[0], p.a[2]], rng, { rising: true }));
  out.push(checkBadge(left ? 690 : 110, 250, 24, '#34d399'), sparkle(left ? 100 : 700, 470, 16, p.pop));
  return g(out);
}
