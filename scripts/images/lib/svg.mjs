/** Tiny SVG string builders. Numbers are rounded so output is short and stable. */
const num = (v) => (Math.round(v * 10) / 10).toString();
const esc = (v) => String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attrs = (a) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : esc(v)}"`)
    .join('');

export const el = (tag, a = {}, children = '') =>
  children ? `<${tag}${attrs(a)}>${children}</${tag}>` : `<${tag}${attrs(a)}/>`;
export const g = (children, a = {}) => el('g', a, Array.isArray(children) ? children.join('') : children);
export const rect = (x, y, width, height, rx, fill, a = {}) => el('rect', { x, y, width, height, rx, fill, ...a });
export const circle = (cx, cy, r, fill, a = {}) => el('circle', { cx, cy, r, fill, ...a });
export const ellipse = (cx, cy, rx, ry, fill, a = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...a });
export const path = (d, fill, a = {}) => el('path', { d, fill, ...a });
export const line = (x1, y1, x2, y2, stroke, width, a = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...a });
export const polyline = (points, stroke, width, a = {}) =>
  el('polyline', {
    points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '),
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  });
export const text = (x, y, content, a = {}) => el('text', { x, y, ...a }, esc(content));

/** A flat "long shadow" card: an offset translucent copy under a rounded rect (no blur filter: fast to rasterise). */
export const card = (x, y, w, h, r, fill, shadow, a = {}) =>
  rect(x + 6, y + 14, w, h, r, shadow, { opacity: 0.22 }) + rect(x, y, w, h, r, fill, a);

/** A skeleton text line. */
export const bar = (x, y, w, h, fill, a = {}) => rect(x, y, w, h, h / 2, fill, a);

/** Four-pointed sparkle centred on (x, y). */
export const sparkle = (x, y, r, fill, a = {}) =>
  path(
    `M${num(x)} ${num(y - r)}Q${num(x + r * 0.18)} ${num(y - r * 0.18)} ${num(x + r)} ${num(y)}Q${num(x + r * 0.18)} ${num(y + r * 0.18)} ${num(x)} ${num(y + r)}Q${num(x - r * 0.18)} ${num(y + r * 0.18)} ${num(x - r)} ${num(y)}Q${num(x - r * 0.18)} ${num(y - r * 0.18)} ${num(x)} ${num(y - r)}Z`,
    fill,
    a,
  );

export const fmt = num;
