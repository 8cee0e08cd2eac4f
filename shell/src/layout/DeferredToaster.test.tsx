import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { DeferredToaster } from './DeferredToaster';

type Listening = { type: string; listener: EventListenerOrEventListenerObject; capture: boolean };
const captureOf = (options?: boolean | EventListenerOptions) =>
  typeof options === 'boolean' ? options : Boolean(options?.capture);

/** The press listeners on window that are still attached, as the browser keys them (type, listener, capture). */
function watchPressListeners() {
  const live: Listening[] = [];
  const add = jest.spyOn(window, 'addEventListener');
  jest.spyOn(window, 'removeEventListener').mockImplementation(function (this: Window, type, listener, options) {
    const at = live.findIndex((l) => l.type === type && l.listener === listener && l.capture === captureOf(options));
    if (at >= 0) live.splice(at, 1);
  });
  add.mockImplementation((type, listener, options) => {
    if (listener && (type === 'pointerdown' || type === 'keydown'))
      live.push({ type, listener, capture: captureOf(options) });
  });
  return { live, add };
}

describe('DeferredToaster', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => toast.remove());
  });

  it('renders nothing (no toaster code) until the first pointer or key press or an idle moment', async () => {
    const { container } = render(<DeferredToaster />);
    act(() => {
      toast('Link copied');
    });
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it.each(['pointerDown', 'keyDown'] as const)('loads with a %s and shows a toast raised before it', async (event) => {
    // A page still loading: no idle moment comes, only the press can load the toaster.
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<DeferredToaster />);
    act(() => {
      toast('Link copied');
    });
    fireEvent[event](window);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    readyState.mockRestore();
  });

  it('loads once the page has loaded and the browser is idle, with no interaction, and shows a toast raised before it', async () => {
    const { container } = render(<DeferredToaster />);
    act(() => {
      toast('Message sent');
    });
    expect(container).toBeEmptyDOMElement();
    // jsdom has no idle callback: the fallback timer (200 ms) stands for the idle moment.
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
  });

  it('listens for the first press in the capture phase, so a control that stops the press still loads it', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<DeferredToaster />);
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    act(() => {
      toast('Link copied');
    });
    fireEvent.pointerDown(button);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    button.remove();
  });

  it('listens passively and leaves no press listener behind once loaded or gone', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { live, add } = watchPressListeners();
    const { unmount } = render(<DeferredToaster />);
    const presses = add.mock.calls.filter(([type]) => type === 'pointerdown' || type === 'keydown');
    expect(presses.map(([type, , options]) => [type, options])).toEqual([
      ['pointerdown', { capture: true, passive: true }],
      ['keydown', { capture: true, passive: true }],
    ]);
    expect(live).toHaveLength(2);
    // The spied window no longer hears presses: the captured listener stands for one.
    act(() => {
      const listener = live[0]?.listener;
      if (typeof listener === 'function') listener(new Event('pointerdown'));
    });
    act(() => {
      toast('Link copied');
    });
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(live).toEqual([]);
    unmount();
    expect(live).toEqual([]);
  });

  it('stops waiting for an idle moment or a press when it goes away first', () => {
    jest.useFakeTimers();
    const { live } = watchPressListeners();
    const { unmount } = render(<DeferredToaster />);
    expect(live).toHaveLength(2);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(live).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
    jest.useRealTimers();
  });
});
