import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type {
  CLSMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
} from 'web-vitals/attribution';
import type { HealthRecorder } from './HealthRecorder';
import { routeOf } from './attribution';
import { appOfElement, creditVital, creditedApp, roundVital } from './elementVitals';

type ElementMetric = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;

/** The app web-vitals' attribution names as the metric's element's (its target, made by {@link appOfElement}). */
const targetOf = (metric: ElementMetric): string | undefined => {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'INP':
      return metric.attribution.interactionTarget;
    default:
      return metric.attribution.largestShiftTarget;
  }
};

/**
 * Measures the page's vitals with web-vitals' attribution build into the recorder's current view
 * (a restore from the back/forward cache has a view of its own, and web-vitals measures it afresh):
 * FCP and TTFB as the page's, LCP, INP and CLS credited to the app that owns the element (the LCP
 * element, the interaction's target, the largest shift's). INP and CLS are reported at every change,
 * so each app keeps the worst value reported while its element was the target.
 */
export function measureVitals(recorder: HealthRecorder) {
  const generateTarget = (node: Node | null) => appOfElement(node);
  const credit = (metric: ElementMetric) => {
    const view = recorder.view;
    const app = creditedApp(targetOf(metric), routeOf(view.path).app);
    creditVital(view.elementVitals, metric.name, app, metric.value);
  };
  onLCP(credit, { generateTarget });
  onINP(credit, { generateTarget, reportAllChanges: true });
  onCLS(credit, { generateTarget, reportAllChanges: true });
  const pageVital = ({ name, value }: { name: 'FCP' | 'TTFB'; value: number }) => {
    recorder.view.vitals[name] = roundVital(name, value);
  };
  onFCP(pageVital);
  onTTFB(pageVital);
  // Tests and tools wait for this before interacting with the page.
  document.documentElement.dataset.releaseHealthVitals = 'on';
}
