import { HealthRecorder } from './HealthRecorder';
import type { ReleaseHealthContext } from './releaseHealthContext';

/**
 * Runs `task` once the app is live (the shell marks <html data-app-ready>: hydration is done) and
 * then the main thread is idle: never during start-up work, never in the first load's scripts.
 */
function whenInteractive(task: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000);
  const root = document.documentElement;
  if (root.dataset.appReady === 'true') {
    idle();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.appReady !== 'true') return;
    observer.disconnect();
    idle();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
}

/**
 * Release health for this page view, when it is in the sample (`healthSampleRate`): failures are
 * recorded from now on; web-vitals and the sender are their own chunk, loaded when the page is
 * interactive. Returns the recorder (for React's recoverable errors), or undefined when not sampled.
 */
export function startReleaseHealth(context: ReleaseHealthContext): HealthRecorder | undefined {
  if (!(Math.random() < context.config.healthSampleRate)) return undefined;
  const recorder = new HealthRecorder(context.status);
  recorder.listen(window);
  whenInteractive(() => {
    import(/* webpackChunkName: "release-health" */ './collectReleaseHealth').then(
      ({ collectReleaseHealth }) => collectReleaseHealth({ ...context, recorder }),
      (error: unknown) => console.warn('Release health is off for this page', error),
    );
  });
  return recorder;
}
