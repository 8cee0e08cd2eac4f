import { HealthRecorder } from './HealthRecorder';
import type { ReleaseHealthContext } from './releaseHealthContext';
import { startSending } from './sendReleaseHealth';

/** Runs `task` when the main thread is next idle (at the latest after `timeout` ms): never in start-up work. */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1000);
}

/** Runs `task` once the app is live: the shell marks <html data-app-ready> when hydration is done. */
function whenReady(task: () => void) {
  const root = document.documentElement;
  if (root.dataset.appReady === 'true') {
    task();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.appReady !== 'true') return;
    observer.disconnect();
    task();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
}

/**
 * Release health for this page view, when it is in the sample (`healthSampleRate`): failures are
 * recorded from now on; the sender (the view's ticket, the beacon on hide) starts when the main
 * thread is first idle, ready or not, so a page that never becomes ready still reports; web-vitals
 * is its own chunk, loaded once the page is interactive and idle. Returns the recorder (for React's
 * recoverable errors), or undefined when not sampled.
 */
export function startReleaseHealth(context: ReleaseHealthContext): HealthRecorder | undefined {
  if (!(Math.random() < context.config.healthSampleRate)) return undefined;
  const recorder = new HealthRecorder(context.status, window);
  recorder.listen(window);
  whenIdle(() => {
    startSending({ ...context, recorder }, window);
    whenReady(() =>
      whenIdle(() => {
        import(/* webpackChunkName: "release-health" */ './collectReleaseHealth').then(
          ({ measureVitals }) => measureVitals(recorder),
          (error: unknown) => console.warn('Release health has no vitals for this page', error),
        );
      }),
    );
  });
  return recorder;
}
