import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '@codecrush/composition';
import { toasterOptions } from '../content/toasts';

/**
 * react-hot-toast (≈ 4.6 KB gzip with goober) is no part of a page's first load: every toast on the
 * site answers something the visitor did (a copied link, a sent form). The toaster loads once the
 * page has loaded and the browser is idle, so the visitor's first click does not pay for its code
 * and its style sheet; a pointer or key press before that loads it at once. A toast raised while
 * it loads shows once it is there (the toast store lives in the shared module, not in the component).
 */
const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

const firstInteraction = ['pointerdown', 'keydown'] as const;

export function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const cancelIdle = whenIdleAfterLoad(window, want);
    for (const type of firstInteraction) window.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      cancelIdle();
      for (const type of firstInteraction) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...toasterOptions} />
    </Suspense>
  );
}
