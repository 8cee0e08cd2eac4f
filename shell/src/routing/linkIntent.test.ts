import { watchLinkIntent } from './linkIntent';

const origin = 'http://localhost';

function links() {
  document.body.innerHTML = `
    <a id="blog" href="/all-blogs"><span id="inner">Blog</span></a>
    <a id="about" href="/about">About</a>
    <a id="away" href="https://example.com/x">Elsewhere</a>
    <a id="tab" href="/careers" target="_blank">Careers</a>
    <a id="file" href="/brochure.pdf" download>Brochure</a>
    <a id="query" href="/all-blogs?tag=ai#top">Tagged</a>
    <p id="text">Plain text</p>`;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

const pointer = (type: string, init: { relatedTarget?: EventTarget | null; pointerType?: string } = {}) =>
  Object.assign(new MouseEvent(type, { bubbles: true, relatedTarget: init.relatedTarget ?? null }), {
    pointerType: init.pointerType ?? 'mouse',
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

  it('waits 80 ms by default before a resting pointer counts', () => {
    const link = links();
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { origin });
    link('blog').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(79);
    expect(onIntent).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIntent).toHaveBeenCalledWith('/all-blogs');
  });

  it('moving within one link (onto its text and back) keeps the first hover running, not restarted', () => {
    const link = links();
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { hoverDelayMs: 80, origin });
    link('blog').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(50);
    link('blog').dispatchEvent(pointer('pointerout', { relatedTarget: link('inner') }));
    link('inner').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(30);
    expect(onIntent).toHaveBeenCalledWith('/all-blogs');
  });

  it('moving on to another link or to plain text drops the first hover; the next link gets its own delay', () => {
    const link = links();
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { hoverDelayMs: 80, origin });
    link('blog').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(60);
    link('about').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(60);
    expect(onIntent).not.toHaveBeenCalled();
    link('text').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(200);
    expect(onIntent).not.toHaveBeenCalled();
    link('about').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(80);
    expect(onIntent.mock.calls).toEqual([['/about']]);
  });

  it('a pointer leaving a link for nothing (the window) cancels it; leaving a plain element changes nothing', () => {
    const link = links();
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { hoverDelayMs: 80, origin });
    link('text').dispatchEvent(pointer('pointerout', { relatedTarget: null }));
    link('blog').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(40);
    link('blog').dispatchEvent(pointer('pointerout', { relatedTarget: null }));
    jest.advanceTimersByTime(200);
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('a finger sliding over a link is not a hover (its touchstart counts instead)', () => {
    const link = links();
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { hoverDelayMs: 80, origin });
    link('blog').dispatchEvent(pointer('pointerover', { pointerType: 'touch' }));
    jest.advanceTimersByTime(200);
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('ignores a download link; reports the path of a link with a query and a hash', () => {
    const link = links();
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { origin });
    link('file').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('text').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('query').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onIntent.mock.calls).toEqual([['/all-blogs']]);
  });

  it('a link already reported by focus is not reported again by a hover or a touch', () => {
    const link = links();
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { hoverDelayMs: 80, origin });
    link('about').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('about').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(200);
    link('about').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('a hover over a link already reported, or over anything but a same-site link, starts no timer', () => {
    const link = links();
    stop = watchLinkIntent(jest.fn(), { hoverDelayMs: 80, origin });
    link('about').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    for (const id of ['about', 'text', 'away']) {
      link(id).dispatchEvent(pointer('pointerover'));
      expect(jest.getTimerCount()).toBe(0);
    }
  });

  it('after stop() a pending hover never fires and nothing more is reported', () => {
    const link = links();
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { hoverDelayMs: 80, origin });
    link('blog').dispatchEvent(pointer('pointerover'));
    stop();
    jest.advanceTimersByTime(200);
    link('about').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('about').dispatchEvent(new Event('touchstart', { bubbles: true }));
    link('about').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(200);
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('a pointer leaving a link inside a region that stops the event (a dehydrated island) still cancels the hover', () => {
    document.body.innerHTML = `<div id="island"><a id="inside" href="/about">About</a></div>`;
    const island = document.getElementById('island') as HTMLElement;
    const inside = document.getElementById('inside') as HTMLElement;
    for (const type of ['pointerover', 'pointerout']) island.addEventListener(type, (event) => event.stopPropagation());
    const onIntent = jest.fn();
    stop = watchLinkIntent(onIntent, { hoverDelayMs: 80, origin });
    inside.dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(40);
    inside.dispatchEvent(pointer('pointerout', { relatedTarget: document.body }));
    jest.advanceTimersByTime(200);
    expect(onIntent).not.toHaveBeenCalled();
    inside.dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(80);
    expect(onIntent).toHaveBeenCalledWith('/about');
  });
});
