/** People of the marketing remote: portrait (a head-and-shoulders team photo). Draws in an 800 × 560 frame. */
import { circle, ellipse, g, line, path, rect, sparkle } from '../lib/svg.mjs';
import { hairTones, skinTones } from '../lib/shapes.mjs';

const hairStyles = ['short', 'side', 'long', 'bun', 'scarf'];

/** Hair behind the head (long styles and scarves). */
function backHair(style, cx, cy, r, hair) {
  if (style === 'long')
    return path(
      `M${cx - r * 1.05} ${cy}Q${cx - r * 1.2} ${cy + r * 1.9} ${cx - r * 0.6} ${cy + r * 2}H${cx + r * 0.6}Q${cx + r * 1.2} ${cy + r * 1.9} ${cx + r * 1.05} ${cy}Z`,
      hair,
    );
  if (style === 'scarf')
    return path(
      `M${cx - r * 1.25} ${cy - r * 0.1}Q${cx - r * 1.3} ${cy - r * 1.4} ${cx} ${cy - r * 1.35}Q${cx + r * 1.3} ${cy - r * 1.4} ${cx + r * 1.25} ${cy - r * 0.1}L${cx + r * 1.1} ${cy + r * 1.7}H${cx - r * 1.1}Z`,
      hair,
    );
  return '';
}

/** Hair on top of the head. */
function frontHair(style, cx, cy, r, hair) {
  if (style === 'scarf') return '';
  const cap = `M${cx - r} ${cy}A${r} ${r} 0 0 1 ${cx + r} ${cy}`;
  if (style === 'side') return path(`${cap}Q${cx + r * 0.3} ${cy - r * 0.75} ${cx - r * 0.85} ${cy - r * 0.1}Z`, hair);
  if (style === 'bun')
    return path(`${cap}Q${cx} ${cy - r * 0.55} ${cx - r} ${cy}Z`, hair) + circle(cx, cy - r * 1.1, r * 0.42, hair);
  if (style === 'long') return path(`${cap}Q${cx + r * 0.1} ${cy - r * 0.6} ${cx - r} ${cy + r * 0.4}Z`, hair);
  return path(`${cap}L${cx + r} ${cy - r * 0.2}Q${cx} ${cy - r * 0.7} ${cx - r} ${cy - r * 0.2}Z`, hair);
}

export function portrait(rng, p) {
  const [a1, a2, a3] = p.a;
  const skin = rng.pick(skinTones);
  const hair = rng.pick(hairTones);
  const style = rng.pick(hairStyles);
  const scarf = rng.pick([a1, a2, p.deep]);
  const shirt = rng.pick([a1, a2, a3, p.deep]);
  const cx = 400;
  const cy = 230;
  const r = 105;
  const out = [circle(cx, 280, 265, '#ffffff', { opacity: 0.14 }), circle(cx, 280, 228, p.soft, { opacity: 0.35 })];
  out.push(backHair(style, cx, cy, r, style === 'scarf' ? scarf : hair));
  // Shoulders and collar.
  out.push(
    path(`M${cx - 250} 560Q${cx - 240} 390 ${cx - 90} 370H${cx + 90}Q${cx + 240} 390 ${cx + 250} 560Z`, shirt),
    path(`M${cx - 62} 372L${cx} 440L${cx + 62} 372Z`, '#ffffff', { opacity: 0.9 }),
    rect(cx - 38, cy + r * 0.6, 76, 90, 30, skin),
  );
  if (rng.bool(0.4)) out.push(path(`M${cx - 12} 420L${cx} 520L${cx + 12} 420L${cx} 440Z`, p.pop));
  out.push(ellipse(cx, cy, r * 0.92, r, skin));
  out.push(ellipse(cx - r * 0.92, cy + 10, 16, 26, skin), ellipse(cx + r * 0.92, cy + 10, 16, 26, skin));
  out.push(frontHair(style, cx, cy - 10, r, hair));
  if (style === 'scarf')
    out.push(
      path(
        `M${cx - r * 1.02} ${cy + 6}Q${cx - r} ${cy - r * 1.15} ${cx} ${cy - r * 1.12}Q${cx + r} ${cy - r * 1.15} ${cx + r * 1.02} ${cy + 6}Q${cx + r * 0.8} ${cy - r * 0.8} ${cx} ${cy - r * 0.82}Q${cx - r * 0.8} ${cy - r * 0.8} ${cx - r * 1.02} ${cy + 6}Z`,
        scarf,
      ),
    );
  // Face: eyes, brows, smile; optional glasses and beard.
  const eyeY = cy + 5;
  out.push(circle(cx - 36, eyeY, 8, p.deep), circle(cx + 36, eyeY, 8, p.deep));
  out.push(
    line(cx - 50, eyeY - 24, cx - 22, eyeY - 27, hair, 6),
    line(cx + 22, eyeY - 27, cx + 50, eyeY - 24, hair, 6),
  );
  if (rng.bool(0.35))
    out.push(
      g(
        [
          circle(cx - 36, eyeY, 24, 'none'),
          circle(cx + 36, eyeY, 24, 'none'),
          line(cx - 12, eyeY, cx + 12, eyeY, p.deep, 5),
        ],
        {
          stroke: p.deep,
          'stroke-width': 5,
        },
      ),
    );
  if (style === 'short' && rng.bool(0.5))
    out.push(
      path(
        `M${cx - r * 0.85} ${cy + 20}Q${cx - r * 0.7} ${cy + r * 1.05} ${cx} ${cy + r * 1.02}Q${cx + r * 0.7} ${cy + r * 1.05} ${cx + r * 0.85} ${cy + 20}Q${cx} ${cy + r * 0.55} ${cx - r * 0.85} ${cy + 20}Z`,
        hair,
        { opacity: 0.9 },
      ),
    );
  out.push(
    path(`M${cx - 30} ${cy + 45}Q${cx} ${cy + 72} ${cx + 30} ${cy + 45}`, 'none', {
      stroke: p.deep,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
  );
  out.push(
    circle(cx - 55, cy + 35, 12, '#f43f5e', { opacity: 0.18 }),
    circle(cx + 55, cy + 35, 12, '#f43f5e', { opacity: 0.18 }),
  );
  out.push(sparkle(rng.pick([120, 680]), 90, 16, p.pop));
  return g(out);
}
