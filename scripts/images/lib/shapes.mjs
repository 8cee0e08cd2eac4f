/** Reusable pieces shared by several motifs. All coordinates are in the motif's 800 × 560 frame. */
import { bar, card, circle, fmt, g, path, rect } from './svg.mjs';

export const skinTones = ['#f5d0a9', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#a0673c'];
export const hairTones = ['#1f2937', '#3f2a1d', '#7c4a1e', '#111827', '#b45309'];
export const dots3 = ['#f87171', '#fbbf24', '#34d399'];

/** A round avatar: background disc, head, shoulders. */
export function avatar(cx, cy, r, bg, skin, shirt) {
  const s = (v) => fmt(v);
  const shoulders = `M${s(cx - 0.714 * r)} ${s(cy + 0.7 * r)}Q${s(cx - 0.62 * r)} ${s(cy + 0.16 * r)} ${s(cx)} ${s(cy + 0.16 * r)}Q${s(cx + 0.62 * r)} ${s(cy + 0.16 * r)} ${s(cx + 0.714 * r)} ${s(cy + 0.7 * r)}A${s(r)} ${s(r)} 0 0 1 ${s(cx - 0.714 * r)} ${s(cy + 0.7 * r)}Z`;
  return circle(cx, cy, r, bg) + path(shoulders, shirt) + circle(cx, cy - 0.2 * r, 0.3 * r, skin);
}

/** A standing, stylised person (bust with arms at the sides), feet at y = base. */
export function person(x, base, h, skin, hair, shirt, pants) {
  const w = h * 0.36;
  const head = h * 0.11;
  const top = base - h;
  const torsoTop = top + head * 2.3;
  const hip = base - h * 0.42;
  return g([
    rect(x - w * 0.34, hip - 4, w * 0.3, base - hip + 4, w * 0.1, pants),
    rect(x + w * 0.04, hip - 4, w * 0.3, base - hip + 4, w * 0.1, pants),
    path(
      `M${fmt(x - w / 2)} ${fmt(hip)}L${fmt(x - w / 2)} ${fmt(torsoTop + w * 0.3)}Q${fmt(x - w / 2)} ${fmt(torsoTop)} ${fmt(x - w * 0.2)} ${fmt(torsoTop)}L${fmt(x + w * 0.2)} ${fmt(torsoTop)}Q${fmt(x + w / 2)} ${fmt(torsoTop)} ${fmt(x + w / 2)} ${fmt(torsoTop + w * 0.3)}L${fmt(x + w / 2)} ${fmt(hip)}Z`,
      shirt,
    ),
    rect(x - w * 0.08, torsoTop - head * 0.5, w * 0.16, head * 0.7, 4, skin),
    circle(x, top + head * 1.1, head, skin),
    path(
      `M${fmt(x - head)} ${fmt(top + head * 1.1)}A${fmt(head)} ${fmt(head)} 0 0 1 ${fmt(x + head)} ${fmt(top + head * 1.1)}L${fmt(x + head)} ${fmt(top + head * 0.9)}Q${fmt(x)} ${fmt(top + head * 0.5)} ${fmt(x - head)} ${fmt(top + head * 1.1)}Z`,
      hair,
    ),
  ]);
}

/** A window card with a title bar and three traffic-light dots; returns the svg and the content box. */
export function windowCard(x, y, w, h, p, { dark = false } = {}) {
  const fill = dark ? p.deep : '#ffffff';
  const barFill = dark ? '#ffffff' : p.soft;
  const svg =
    card(x, y, w, h, 22, fill, p.deep) +
    path(
      `M${x} ${y + 22}Q${x} ${y} ${x + 22} ${y}L${x + w - 22} ${y}Q${x + w} ${y} ${x + w} ${y + 22}L${x + w} ${y + 46}L${x} ${y + 46}Z`,
      barFill,
      {
        opacity: dark ? 0.08 : 1,
      },
    ) +
    dots3.map((c, i) => circle(x + 26 + i * 22, y + 23, 7, c)).join('');
  return { svg, box: { x: x + 24, y: y + 70, w: w - 48, h: h - 94 } };
}

/** Skeleton text: n lines of bars inside a box, last line shorter. */
export function textLines(x, y, w, n, fill, rng, { h = 12, gap = 24, opacity = 1 } = {}) {
  let out = '';
  for (let i = 0; i < n; i += 1)
    out += bar(x, y + i * gap, i === n - 1 ? w * rng.range(0.35, 0.6) : w * rng.range(0.75, 1), h, fill, { opacity });
  return out;
}

/** A check mark in a disc. */
export const checkBadge = (cx, cy, r, fill, ink = '#ffffff') =>
  circle(cx, cy, r, fill) +
  path(
    `M${fmt(cx - r * 0.42)} ${fmt(cy + r * 0.02)}L${fmt(cx - r * 0.1)} ${fmt(cy + r * 0.34)}L${fmt(cx + r * 0.45)} ${fmt(cy - r * 0.3)}`,
    'none',
    {
      stroke: ink,
      'stroke-width': r * 0.22,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
  );

/** A heart centred on (cx, cy). */
export const heart = (cx, cy, s, fill, a = {}) =>
  path(
    `M${fmt(cx)} ${fmt(cy + s * 0.9)}C${fmt(cx - s * 1.4)} ${fmt(cy)} ${fmt(cx - s * 0.9)} ${fmt(cy - s * 1.1)} ${fmt(cx)} ${fmt(cy - s * 0.45)}C${fmt(cx + s * 0.9)} ${fmt(cy - s * 1.1)} ${fmt(cx + s * 1.4)} ${fmt(cy)} ${fmt(cx)} ${fmt(cy + s * 0.9)}Z`,
    fill,
    a,
  );

/** A simple bar chart inside a box; heights rise when `rising`. */
export function bars(x, y, w, h, n, colors, rng, { rising = false } = {}) {
  const gap = w / n;
  const bw = gap * 0.58;
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const t = rising ? (i + 1) / n : rng.range(0.3, 1);
    const bh = h * Math.min(1, t * rng.range(0.8, 1.05) + 0.1);
    out += rect(x + i * gap + (gap - bw) / 2, y + h - bh, bw, bh, Math.min(8, bw / 3), colors[i % colors.length]);
  }
  return out;
}
