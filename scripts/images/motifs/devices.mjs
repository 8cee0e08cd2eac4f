/** Screens and conversations: code, mobile, chat. Each draws in an 800 × 560 frame. */
import { bar, card, circle, fmt, g, path, rect, sparkle } from '../lib/svg.mjs';
import { avatar, bars, checkBadge, heart, skinTones, textLines, windowCard } from '../lib/shapes.mjs';

const chevrons = (cx, cy, s, stroke) =>
  path(
    `M${fmt(cx - s * 0.45)} ${fmt(cy - s * 0.35)}L${fmt(cx - s)} ${fmt(cy)}L${fmt(cx - s * 0.45)} ${fmt(cy + s * 0.35)}M${fmt(cx + s * 0.45)} ${fmt(cy - s * 0.35)}L${fmt(cx + s)} ${fmt(cy)}L${fmt(cx + s * 0.45)} ${fmt(cy + s * 0.35)}M${fmt(cx + s * 0.18)} ${fmt(cy - s * 0.5)}L${fmt(cx - s * 0.18)} ${fmt(cy + s * 0.5)}`,
    'none',
    {
      stroke,
      'stroke-width': s * 0.16,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
  );

export function code(rng, p) {
  const [a1, a2, a3, a4] = p.a;
  const left = rng.bool();
  const ed = windowCard(left ? 40 : 130, 30, 620, 420, p);
  const out = [ed.svg, rect(ed.box.x - 24, ed.box.y - 24, 56, 388 - 46, 0, p.soft, { opacity: 0.6 })];
  let indent = 0;
  let skipped = true;
  for (let i = 0; i < 10; i += 1) {
    const y = ed.box.y + i * 31;
    out.push(bar(ed.box.x - 12, y, 18, 9, '#94a3b8', { opacity: 0.6 }));
    skipped = !skipped && rng.bool(0.15);
    if (skipped) continue;
    let x = ed.box.x + 28 + indent * 30;
    const tokens = rng.int(1, 3);
    for (let t = 0; t < tokens && x < ed.box.x + ed.box.w - 40; t += 1) {
      const w = Math.min(rng.range(36, 150), ed.box.x + ed.box.w - x - 10);
      out.push(bar(x, y - 2, w, 13, [a1, a2, a3, a4, p.deep][rng.int(0, 4)], { opacity: 0.9 }));
      x += w + 12;
    }
    if (i === 6) out.push(rect(x, y - 6, 4, 22, 2, p.pop));
    indent = Math.max(0, Math.min(3, indent + rng.pick([-1, 0, 1, 1])));
  }
  const tx = left ? 470 : 40;
  out.push(card(tx, 300, 290, 170, 20, p.deep, '#000000'));
  out.push(
    path(`M${tx + 28} 340l16 12l-16 12`, 'none', {
      stroke: a2,
      'stroke-width': 6,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  out.push(textLines(tx + 60, 340, 190, 3, '#ffffff', rng, { opacity: 0.55 }));
  out.push(checkBadge(tx + 250, 440, 22, '#34d399'));
  const bx = left ? 700 : 100;
  out.push(circle(bx, 70, 62, p.pop), chevrons(bx, 70, 34, p.deep));
  out.push(sparkle(left ? 740 : 60, 240, 16, '#ffffff', { opacity: 0.9 }));
  return g(out);
}

function phoneScreen(kind, x, y, w, h, p, rng) {
  const [a1, a2, a3] = p.a;
  const out = [
    rect(x, y, w, 54, 0, a1, { opacity: 0.95 }),
    circle(x + 28, y + 28, 13, '#ffffff', { opacity: 0.9 }),
    bar(x + 50, y + 22, 70, 11, '#ffffff', { opacity: 0.85 }),
  ];
  if (kind === 'list') {
    for (let i = 0; i < 4; i += 1) {
      const yy = y + 76 + i * 62;
      out.push(rect(x + 12, yy, w - 24, 50, 12, p.soft), circle(x + 36, yy + 25, 14, [a1, a2, a3][i % 3]));
      out.push(
        bar(x + 58, yy + 14, w * 0.45, 9, p.deep, { opacity: 0.7 }),
        bar(x + 58, yy + 30, w * 0.3, 8, '#94a3b8'),
      );
    }
  } else if (kind === 'media') {
    out.push(rect(x + 12, y + 70, w - 24, 120, 14, a2, { opacity: 0.85 }));
    out.push(
      path(`M${x + 12} ${y + 175}l45 -50l35 32l28 -22l${w - 120} 55v5h-${w - 24}z`, '#ffffff', { opacity: 0.5 }),
    );
    out.push(
      circle(x + w - 46, y + 100, 14, p.pop),
      textLines(x + 16, y + 210, w - 36, 3, '#94a3b8', rng, { h: 9, gap: 20 }),
    );
    out.push(rect(x + 16, y + h - 62, w - 32, 40, 20, a3));
  } else {
    out.push(circle(x + w / 2, y + 135, 58, 'none', { stroke: p.soft, 'stroke-width': 22 }));
    out.push(
      circle(x + w / 2, y + 135, 58, 'none', {
        stroke: a3,
        'stroke-width': 22,
        'stroke-dasharray': `${fmt(rng.range(150, 280))} 400`,
        transform: `rotate(-90 ${x + w / 2} ${y + 135})`,
      }),
    );
    out.push(bars(x + 20, y + 220, w - 40, 90, 5, [a1, a2, a3], rng, { rising: true }));
    out.push(bar(x + 20, y + 326, w - 40, 10, '#94a3b8', { opacity: 0.6 }));
  }
  return out.join('');
}

function phone(cx, cy, scale, angle, kind, p, rng) {
  const w = 190;
  const h = 380;
  const x = -w / 2;
  const y = -h / 2;
  return g(
    [
      rect(x + 8, y + 18, w, h, 34, '#000000', { opacity: 0.22 }),
      rect(x, y, w, h, 34, p.deep),
      rect(x + 9, y + 9, w - 18, h - 18, 26, '#ffffff'),
      phoneScreen(kind, x + 9, y + 9, w - 18, h - 18, p, rng),
      rect(-30, y + 14, 60, 12, 6, p.deep),
    ],
    { transform: `translate(${fmt(cx)} ${fmt(cy)}) rotate(${fmt(angle)}) scale(${fmt(scale)})` },
  );
}

export function mobile(rng, p) {
  const kinds = rng.shuffle(['list', 'media', 'chart']);
  const three = rng.bool(0.65);
  const out = [];
  if (three) {
    out.push(phone(215, 300, 0.9, -9, kinds[1], p, rng), phone(585, 300, 0.9, 9, kinds[2], p, rng));
    out.push(phone(400, 280, 1.12, 0, kinds[0], p, rng));
  } else {
    out.push(phone(310, 290, 1.05, -6, kinds[0], p, rng), phone(500, 300, 1.0, 7, kinds[1], p, rng));
  }
  out.push(
    card(560, 40, 210, 78, 18, '#ffffff', p.deep),
    circle(598, 79, 20, p.a[0]),
    bar(628, 66, 110, 10, p.deep, { opacity: 0.7 }),
    bar(628, 84, 70, 9, '#94a3b8'),
  );
  out.push(heart(110, 90, 30, p.pop), sparkle(70, 470, 18, '#ffffff'));
  return g(out);
}

function bubble(x, y, w, h, fill, tailLeft, lineFill, rng) {
  const tail = tailLeft ? `M${x + 22} ${y + h - 2}l-20 26l46 -26z` : `M${x + w - 22} ${y + h - 2}l20 26l-46 -26z`;
  return (
    rect(x + 6, y + 14, w, h, 24, '#000000', { opacity: 0.18 }) +
    path(tail, fill) +
    rect(x, y, w, h, 24, fill) +
    textLines(x + 26, y + 26, w - 60, Math.max(1, Math.round((h - 34) / 26)), lineFill, rng, { h: 11, gap: 24 })
  );
}

export function chat(rng, p) {
  const [a1, a2, a3] = p.a;
  const out = [];
  const rows = [
    [80, 40, 380, 100, '#ffffff', true, p.deep],
    [330, 180, 360, 76, a1, false, '#ffffff'],
    [110, 300, 330, 100, '#ffffff', true, p.deep],
  ];
  rows.forEach(([x, y, w, h, fill, left, ink], i) => {
    out.push(avatar(left ? x - 44 : x + w + 44, y + h + 6, 34, [a2, a3, p.pop][i], rng.pick(skinTones), p.deep));
    out.push(bubble(x, y, w, h, fill, left, ink, rng));
  });
  out.push(rect(470, 420, 150, 60, 30, a2));
  for (let i = 0; i < 3; i += 1) out.push(circle(510 + i * 35, 450, 9, '#ffffff', { opacity: 0.5 + i * 0.2 }));
  out.push(circle(690, 90, 44, p.pop), circle(675, 80, 6, p.deep), circle(705, 80, 6, p.deep));
  out.push(path('M668 100q22 22 44 0', 'none', { stroke: p.deep, 'stroke-width': 6, 'stroke-linecap': 'round' }));
  out.push(heart(720, 470, 26, '#fb7185'), sparkle(40, 250, 14, '#ffffff'));
  return g(out);
}
