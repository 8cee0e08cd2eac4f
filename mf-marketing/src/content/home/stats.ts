import type { Stat } from './types';

/** "A Journey of 2 Years" (count-up over 4 s to 30+, 2, 30+). */
export const stats = [
  { id: 'people', value: 30, suffix: '+', label: 'People Onboard' },
  { id: 'offices', value: 2, suffix: '', label: 'Offices' },
  { id: 'projects', value: 30, suffix: '+', label: 'Projects Completed' },
] as const satisfies readonly Stat[];

export const countUpDurationMs = 4000;
