/** IllustrationSpec → SVG string. Deterministic: every random choice comes from a PRNG seeded by the id. */
import { palettes } from './palettes.mjs';
import { createRng } from './prng.mjs';
import { circle, el, fmt, g, rect, sparkle, text } from './svg.mjs';
import { labelWidth } from './textWidth.mjs';
import { motifs } from '../motifs/index.mjs';

/** Drawing canvas per aspect (the output widths scale this). */
export const canvases = {
  '16:9': { w: 1600, h: 900 },
  '4:3': { w: 1200, h: 900 },
  '1:1': { w: 900, h: 900 },
  '3:4': { w: 900, h: 1200 },
};

const background = (rng, p, w, h) => {
  const angle = rng.range(0.35, 1.2);
  const [x2, y2] = [Math.cos(angle), Math.sin(angle)];
  const glow = rng.pick([
    [0.15, 0.2],
    [0.85, 0.15],
    [0.8, 0.85],
    [0.2, 0.85],
  ]);
  const defs = el(
    'defs',
    {},
    el(
      'linearGradient',
      { id: 'bg', x1: 0, y1: 0, x2: fmt(x2), y2: fmt(y2) },
      p.bg.map((c, i) => el('stop', { offset: i / (p.bg.length - 1), 'stop-color': c })).join(''),
    ) +
      el(
        'radialGradient',
        { id: 'glow', cx: 0.5, cy: 0.5, r: 0.5 },
        el('stop', { offset: 0, 'stop-color': p.a[0], 'stop-opacity': 0.55 }) +
          el('stop', { offset: 1, 'stop-color': p.a[0], 'stop-opacity': 0 }),
      ) +
      el(
        'pattern',
        { id: 'dots', width: 28, height: 28, patternUnits: 'userSpaceOnUse' },
        circle(4, 4, 3, '#ffffff', { opacity: 0.22 }),
      ),
  );
  const out = [defs, rect(0, 0, w, h, 0, 'url(#bg)')];
  out.push(circle(glow[0] * w, glow[1] * h, Math.max(w, h) * 0.55, 'url(#glow)'));
  for (let i = 0; i < 3; i += 1) {
    out.push(
      circle(rng.range(0, w), rng.range(0, h), rng.range(0.12, 0.3) * Math.min(w, h), i === 0 ? p.a[1] : '#ffffff', {
        opacity: rng.range(0.06, 0.12),
      }),
    );
  }
  const ring = rng.range(0.18, 0.3) * Math.min(w, h);
  out.push(
    circle(rng.pick([0.1, 0.9]) * w, rng.pick([0.12, 0.88]) * h, ring, 'none', {
      stroke: '#ffffff',
      'stroke-width': 3,
      opacity: 0.16,
    }),
  );
  out.push(
    circle(rng.pick([0.08, 0.92]) * w, rng.range(0.3, 0.7) * h, ring * 0.55, 'none', {
      stroke: p.pop,
      'stroke-width': 3,
      opacity: 0.35,
      'stroke-dasharray': '10 14',
    }),
  );
  const dw = rng.range(0.16, 0.24) * w;
  out.push(rect(rng.pick([0.03, 0.97 - dw / w]) * w, rng.pick([0.06, 0.7]) * h, dw, dw * 0.7, 0, 'url(#dots)'));
  for (let i = 0; i < 4; i += 1)
    out.push(
      sparkle(rng.range(0.04, 0.96) * w, rng.range(0.06, 0.94) * h, rng.range(6, 14), '#ffffff', {
        opacity: rng.range(0.35, 0.8),
      }),
    );
  return g(out);
};

const label = (value, p, w, h) => {
  const size = Math.round(Math.min(w, h) * 0.042);
  const tw = labelWidth(value, size);
  const padX = size * 0.9;
  const dot = size * 0.34;
  const pillW = tw + padX * 2 + dot * 2 + size * 0.45;
  const pillH = size * 2;
  const x = Math.min(w, h) * 0.05;
  const y = h - pillH - Math.min(w, h) * 0.05;
  return g([
    rect(x + 4, y + 8, pillW, pillH, pillH / 2, '#000000', { opacity: 0.2 }),
    rect(x, y, pillW, pillH, pillH / 2, '#ffffff', { opacity: 0.95 }),
    circle(x + padX + dot, y + pillH / 2, dot, p.a[0]),
    text(x + padX + dot * 2 + size * 0.45, y + pillH / 2 + size * 0.36, value, {
      'font-family': 'Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif',
      'font-weight': 700,
      'font-size': size,
      fill: p.deep,
      textLength: fmt(tw),
      lengthAdjust: 'spacingAndGlyphs',
    }),
  ]);
};

/** Renders one spec to SVG whose pixel size is `outWidth` wide (the viewBox is the aspect's canvas). */
export function renderSvg(spec, outWidth) {
  const { w, h } = canvases[spec.aspect];
  const rng = createRng(`${spec.id}:${spec.motif}:${spec.palette}`);
  const base = palettes[spec.palette];
  const p = { ...base, a: rng.shuffle(base.accents) };
  const scale = Math.min((w * 0.86) / 800, (h * (spec.label ? 0.74 : 0.84)) / 560);
  const shift = w > h ? rng.range(-0.05, 0.05) * w : 0;
  const cx = w / 2 + shift - 400 * scale;
  const cy = (spec.label ? h * 0.46 : h / 2) - 280 * scale;
  const motif = motifs[spec.motif](rng, p);
  const outHeight = Math.round((outWidth * h) / w);
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: outWidth, height: outHeight, viewBox: `0 0 ${w} ${h}` },
    background(rng, p, w, h) +
      g(motif, { transform: `translate(${fmt(cx)} ${fmt(cy)}) scale(${fmt(scale * 1000) / 1000})` }) +
      (spec.label ? label(spec.label, p, w, h) : ''),
  );
}

export const outputHeight = (aspect, width) => Math.round((width * canvases[aspect].h) / canvases[aspect].w);
