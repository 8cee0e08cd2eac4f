import type { ToasterProps } from 'react-hot-toast';

/** Toast durations: blank/error/custom 4000 ms, success 2000 ms, loading until dismissed; at most 20 kept. */
export const toastLimit = 20;

export const toasterOptions = {
  position: 'top-right',
  toastOptions: {
    blank: { duration: 4000 },
    error: { duration: 4000 },
    success: { duration: 2000 },
    loading: { duration: Infinity },
    custom: { duration: 4000 },
  },
} as const satisfies ToasterProps;
