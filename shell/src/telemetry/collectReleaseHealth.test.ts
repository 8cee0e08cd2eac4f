import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { AttributionReportOpts } from 'web-vitals/attribution';
import { createRemoteStatusStore } from '../federation/remoteStatus';
import { HealthRecorder } from './HealthRecorder';
import { measureVitals } from './collectReleaseHealth';

jest.mock('web-vitals/attribution', () => ({
  onLCP: jest.fn(),
  onINP: jest.fn(),
  onCLS: jest.fn(),
  onFCP: jest.fn(),
  onTTFB: jest.fn(),
}));

type Report = (metric: unknown) => void;
/** The callback and options measureVitals gave one of web-vitals' functions. */
const registered = (on: unknown): [Report, AttributionReportOpts | undefined] => {
  const [report, opts] = (on as jest.Mock<void, [Report, AttributionReportOpts?]>).mock.calls[0] ?? [];
  if (!report) throw new Error('not registered');
  return [report, opts];
};

function measuring(pathname = '/') {
  const page = Object.assign(new EventTarget(), { innerWidth: 1366, location: { pathname } as Location });
  const recorder = new HealthRecorder(createRemoteStatusStore(), page);
  recorder.listen(page as unknown as Window);
  measureVitals(recorder);
  return { page, recorder };
}

beforeEach(() => jest.clearAllMocks());

describe('measureVitals', () => {
  it("makes web-vitals' attribution target the app owning the element, and follows INP and CLS at every change", () => {
    measuring();
    const [, lcpOpts] = registered(onLCP);
    const [, inpOpts] = registered(onINP);
    const [, clsOpts] = registered(onCLS);
    expect(lcpOpts?.reportAllChanges).toBeUndefined();
    expect(inpOpts?.reportAllChanges).toBe(true);
    expect(clsOpts?.reportAllChanges).toBe(true);
    document.body.innerHTML = '<div data-remote="mf_blog"><button>Read</button></div><footer>©</footer>';
    for (const opts of [lcpOpts, inpOpts, clsOpts]) {
      expect(opts?.generateTarget?.(document.querySelector('button'))).toBe('mf_blog');
      expect(opts?.generateTarget?.(document.querySelector('footer'))).toBe('shell');
    }
    expect(document.documentElement.dataset.releaseHealthVitals).toBe('on');
  });

  it("credits LCP, INP and CLS to their target's app (the page's app when there is none), FCP and TTFB to the page", () => {
    const { recorder } = measuring('/');
    registered(onLCP)[0]({ name: 'LCP', value: 812.4, attribution: { target: 'mf_portfolio' } });
    registered(onINP)[0]({ name: 'INP', value: 48, attribution: { interactionTarget: 'mf_blog' } });
    registered(onINP)[0]({ name: 'INP', value: 200, attribution: {} });
    registered(onCLS)[0]({ name: 'CLS', value: 0.01234, attribution: { largestShiftTarget: 'shell' } });
    registered(onFCP)[0]({ name: 'FCP', value: 400.2 });
    registered(onTTFB)[0]({ name: 'TTFB', value: 35.6 });
    expect(Object.fromEntries(recorder.view.elementVitals)).toEqual({
      mf_portfolio: { LCP: 812 },
      mf_blog: { INP: 48 },
      mf_marketing: { INP: 200 },
      shell: { CLS: 0.0123 },
    });
    expect(recorder.view.vitals).toEqual({ FCP: 400, TTFB: 36 });
  });

  it('puts the values reported after a restore from the back/forward cache in the restored view only', () => {
    const { page, recorder } = measuring('/');
    registered(onINP)[0]({ name: 'INP', value: 300, attribution: { interactionTarget: 'mf_blog' } });
    registered(onFCP)[0]({ name: 'FCP', value: 400 });
    const first = recorder.view;
    page.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    registered(onINP)[0]({ name: 'INP', value: 24, attribution: { interactionTarget: 'mf_blog' } });
    registered(onLCP)[0]({ name: 'LCP', value: 16, attribution: {} });
    registered(onFCP)[0]({ name: 'FCP', value: 15 });
    expect(Object.fromEntries(recorder.view.elementVitals)).toEqual({
      mf_blog: { INP: 24 },
      mf_marketing: { LCP: 16 },
    });
    expect(recorder.view.vitals).toEqual({ FCP: 15 });
    expect(Object.fromEntries(first.elementVitals)).toEqual({ mf_blog: { INP: 300 } });
    expect(first.vitals).toEqual({ FCP: 400 });
  });
});
