/**
 * The illustration palettes (names from IllustrationPalette in packages/ui/src/images/types.ts).
 * bg: background gradient stops (dark → light); deep: ink for frames and shadows; soft: light UI
 * surface tint; accents: shape colours; pop: a contrasting highlight.
 */
export const palettes = {
  ocean: {
    bg: ['#0b1f3a', '#1e40af', '#0891b2'],
    deep: '#0b1f3a',
    soft: '#e0f2fe',
    accents: ['#38bdf8', '#22d3ee', '#f97316', '#a78bfa'],
    pop: '#fbbf24',
  },
  sunset: {
    bg: ['#3b0764', '#be185d', '#f97316'],
    deep: '#2e1065',
    soft: '#ffe4e6',
    accents: ['#fb7185', '#fbbf24', '#f97316', '#c084fc'],
    pop: '#fde047',
  },
  forest: {
    bg: ['#052e16', '#166534', '#0d9488'],
    deep: '#052e16',
    soft: '#dcfce7',
    accents: ['#4ade80', '#facc15', '#2dd4bf', '#a3e635'],
    pop: '#fb923c',
  },
  violet: {
    bg: ['#1e1b4b', '#5b21b6', '#a21caf'],
    deep: '#1e1b4b',
    soft: '#ede9fe',
    accents: ['#a78bfa', '#f472b6', '#22d3ee', '#818cf8'],
    pop: '#fbbf24',
  },
  slate: {
    bg: ['#020617', '#1e293b', '#475569'],
    deep: '#0f172a',
    soft: '#f1f5f9',
    accents: ['#38bdf8', '#f97316', '#94a3b8', '#34d399'],
    pop: '#f97316',
  },
  ember: {
    bg: ['#431407', '#9a3412', '#ea580c'],
    deep: '#431407',
    soft: '#ffedd5',
    accents: ['#fb923c', '#fde047', '#f87171', '#fdba74'],
    pop: '#fef08a',
  },
};
