import { watchLinkIntent } from './linkIntent';

const origin = 'http://localhost';

function links() {
  document.body.innerHTML = `
    <a id="blog" href="/all-blogs"><span id="inner">Blog</span></a>
    <a id="about" href="/about">About</a>
    <a id="away" href="https://example.com/x">Elsewhere</a>
    <a id="tab" href="/careers" target="_blank">Careers</a>`;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

const pointer = (type: string, init: { relatedTarget?: EventTarget | null } = {}) =>
  Object.assign(new MouseEvent(type, { bubbles: true, relatedTarget: init.relatedTarget ?? null }), {
    pointerType: 'mouse',
  });

describe('watchLinkIntent', () => {
  let stop = () => undefined as void;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('reports a link the pointer rests on, after the delay, once per path', () => {
    const link = links();
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { hoverDelayMs: 80, origin });
    link('inner').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(79);
    expect(onIntent).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIntent).toHaveBeenCalledWith('/all-blogs');
    link('inner').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(200);
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('ignores a pointer that only passes over a link', () => {
    const link = links();
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { hoverDelayMs: 80, origin });
    link('blog').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(40);
    link('blog').dispatchEvent(pointer('pointerout', { relatedTarget: document.body }));
    jest.advanceTimersByTime(200);
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('reports keyboard focus and touch at once', () => {
    const link = links();
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { origin });
    link('about').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('blog').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(onIntent.mock.calls).toEqual([['/about'], ['/all-blogs']]);
  });

  it('ignores other sites and links that open a new tab', () => {
    const link = links();
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { origin });
    link('away').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('tab').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onIntent).not.toHaveBeenCalled();
  });
});
