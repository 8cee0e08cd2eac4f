import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useInViewOnce } from './useInViewOnce';
import type { InViewOptions } from './useInViewOnce';

type Rect = { top: number; bottom: number };
type Sighting = { isIntersecting: boolean; bottom?: number; rootTop?: number | null };

/** A controllable IntersectionObserver: the test reports what the browser would see. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly watched: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    if (!(element instanceof Element)) throw new TypeError('observe() needs an Element');
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(...sightings: Sighting[]) {
    const entries = sightings.map(({ isIntersecting, bottom = 500, rootTop = 0 }) => ({
      target: this.watched[0],
      isIntersecting,
      boundingClientRect: { top: bottom - 100, bottom } satisfies Rect,
      rootBounds: rootTop === null ? null : ({ top: rootTop, bottom: rootTop + 900 } satisfies Rect),
    }));
    act(() =>
      this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver),
    );
  }
}
const observer = () => FakeObserver.instances[0] as FakeObserver;

function Block({ options, attached = true }: { options?: InViewOptions; attached?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInViewOnce(ref, options);
  return <p ref={attached ? ref : undefined}>{seen ? 'seen' : 'not yet'}</p>;
}

beforeEach(() => {
  FakeObserver.instances = [];
  Object.assign(window, { IntersectionObserver: FakeObserver });
});
afterEach(() => Reflect.deleteProperty(window, 'IntersectionObserver'));

describe('useInViewOnce', () => {
  it('is false until the block comes into view, then true for good, and stops observing', () => {
    render(<Block />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(observer().options).toEqual({ threshold: 0, rootMargin: '0px' });
    observer().report({ isIntersecting: false, bottom: 1500 });
    expect(screen.getByText('not yet')).toBeInTheDocument();
    observer().report({ isIntersecting: true });
    expect(screen.getByText('seen')).toBeInTheDocument();
    expect(observer().disconnected).toBe(true);
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it('watches with the threshold and the margin it is given', () => {
    render(<Block options={{ threshold: 0.3, rootMargin: '300px 0px' }} />);
    expect(observer().options).toEqual({ threshold: 0.3, rootMargin: '300px 0px' });
  });

  it('counts a block the page had already scrolled past when first observed (its bottom at or above the top)', () => {
    render(<Block />);
    observer().report({ isIntersecting: false, bottom: 1 });
    expect(screen.getByText('not yet')).toBeInTheDocument();
    observer().report({ isIntersecting: false, bottom: 0 });
    expect(screen.getByText('seen')).toBeInTheDocument();
  });

  it('does not guess without the viewport’s bounds (a frame of another origin)', () => {
    render(<Block />);
    observer().report({ isIntersecting: false, bottom: -50, rootTop: null });
    expect(screen.getByText('not yet')).toBeInTheDocument();
  });

  it('is seen when any one of the entries reported together is in view', () => {
    render(<Block />);
    observer().report({ isIntersecting: false, bottom: 1500 }, { isIntersecting: true });
    expect(screen.getByText('seen')).toBeInTheDocument();
  });

  it('stops observing when the block goes away', () => {
    const { unmount } = render(<Block />);
    unmount();
    expect(observer().disconnected).toBe(true);
  });

  it('observes nothing while the block is not rendered', () => {
    render(<Block attached={false} />);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(screen.getByText('not yet')).toBeInTheDocument();
  });

  it('without IntersectionObserver (an old browser), shows the block on the next frame', async () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    render(<Block />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(await screen.findByText('seen')).toBeInTheDocument();
  });

  it('without IntersectionObserver, cancels the frame it asked for when the block goes away first', () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    const cancel = jest.spyOn(window, 'cancelAnimationFrame');
    const request = jest.spyOn(window, 'requestAnimationFrame');
    const { unmount } = render(<Block />);
    unmount();
    expect(cancel).toHaveBeenCalledWith(request.mock.results[0]?.value);
    cancel.mockRestore();
    request.mockRestore();
  });
});
