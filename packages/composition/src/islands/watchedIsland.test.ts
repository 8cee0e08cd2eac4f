import { hydratedAttribute } from './triggers';
import type { IslandWatcher } from './watcher';
import { freshWatcher, island, islands, watchWith } from './watcherTestKit';

let watcher: IslandWatcher;
const watch = (element: HTMLElement) => watchWith(watcher, element);
const submitEvent = (submitter?: HTMLElement) =>
  new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submitter ?? null });

/** Records the submits that reach the form's own (the script's) listener, by their button. */
function submitsOf(form: HTMLFormElement) {
  const submitters: (HTMLElement | null)[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitters.push((event as SubmitEvent).submitter);
  });
  return submitters;
}

beforeEach(() => {
  watcher = freshWatcher();
});

describe('an island before it has hydrated: submits', () => {
  it('holds a submit until the island has hydrated, then submits once; later ones pass', () => {
    const element = island();
    const form = element.querySelector('form') as HTMLFormElement;
    const { open, watching } = watch(element);
    const early = submitEvent();
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);

    const submitters = submitsOf(form);
    watching.hydrated();
    expect(submitters).toHaveLength(1);
    expect(element.hasAttribute(hydratedAttribute)).toBe(true);
    form.dispatchEvent(submitEvent());
    expect(submitters).toHaveLength(2);
  });

  it("turns the browser's own validation off in the island's forms as soon as the script watches them", () => {
    const element = island();
    const form = element.querySelector('form') as HTMLFormElement;
    expect(form.noValidate).toBe(false);
    watch(element);
    expect(form.noValidate).toBe(true);
  });

  it('a submit outside the island is not held', () => {
    const { open } = watch(island());
    const outside = document.createElement('form');
    document.body.append(outside);
    const submit = submitEvent();
    outside.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('is held by the island whose form it is, not by the others', () => {
    const [a, b] = islands(2) as [HTMLElement, HTMLElement];
    const first = watch(a);
    const second = watch(b);
    (b.querySelector('form') as HTMLFormElement).dispatchEvent(submitEvent());
    expect(second.open).toHaveBeenCalledTimes(1);
    expect(first.open).not.toHaveBeenCalled();
  });

  it('a held submit is sent again with the button that was pressed', () => {
    const element = island();
    const form = element.querySelector('form') as HTMLFormElement;
    const button = form.querySelector('button') as HTMLButtonElement;
    const { watching } = watch(element);
    form.dispatchEvent(submitEvent(button));
    const submitters = submitsOf(form);
    watching.hydrated();
    expect(submitters).toEqual([button]);
  });

  it('a held submit whose button left the form is sent as Enter would (no button)', () => {
    const element = island();
    const form = element.querySelector('form') as HTMLFormElement;
    const button = form.querySelector('button') as HTMLButtonElement;
    const { watching } = watch(element);
    form.dispatchEvent(submitEvent(button));
    button.remove();
    const submitters = submitsOf(form);
    watching.hydrated();
    expect(submitters).toEqual([null]);
  });

  it('a held submit whose form was removed before hydration is dropped', () => {
    const element = island();
    const form = element.querySelector('form') as HTMLFormElement;
    const { watching } = watch(element);
    form.dispatchEvent(submitEvent());
    const submitters = submitsOf(form);
    form.remove();
    watching.hydrated();
    expect(submitters).toEqual([]);
  });
});

describe('an island before it has hydrated: clicks on script-only buttons', () => {
  /** A `type="button"` button with an icon inside, in the island's served HTML; its clicks counted. */
  function scriptButton(element: HTMLElement) {
    element.insertAdjacentHTML('beforeend', '<button type="button"><svg><path></path></svg>Copy Link</button>');
    const button = element.querySelector('button[type="button"]') as HTMLButtonElement;
    const clicks = jest.fn();
    button.addEventListener('click', clicks);
    return { button, clicks, icon: button.querySelector('path') as SVGPathElement };
  }

  it('holds a click (on the button or inside it) until the island has hydrated, then clicks once; later ones pass', () => {
    const element = island();
    const { button, clicks, icon } = scriptButton(element);
    const { open, watching } = watch(element);
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
    // Held: it goes no further (were the island live before it arrived, it would not act twice).
    expect(clicks).not.toHaveBeenCalled();
    watching.hydrated();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks.mock.calls[0]?.[0]).toMatchObject({ target: button });
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('a click on a submit button or a link, or outside the island, is not held', () => {
    const element = island();
    element.insertAdjacentHTML('beforeend', '<a href="#share">Share</a>');
    const { open, watching } = watch(element);
    const submit = element.querySelector('button[type="submit"]') as HTMLButtonElement;
    const form = element.querySelector('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault());
    const link = element.querySelector('a') as HTMLAnchorElement;
    const outside = document.createElement('button');
    outside.type = 'button';
    document.body.append(outside);
    const clicks = jest.fn();
    for (const target of [submit, link, outside]) target.addEventListener('click', clicks);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    outside.click();
    expect(open).not.toHaveBeenCalled();
    submit.click(); // held as a submit (opens), not as a click
    expect(clicks).toHaveBeenCalledTimes(3);
    watching.hydrated();
    expect(clicks).toHaveBeenCalledTimes(3);
  });

  it('a held click whose button was removed before hydration is dropped; only the last held click is sent', () => {
    const element = island();
    const first = scriptButton(element);
    const { watching } = watch(element);
    first.button.click();
    first.button.remove();
    watching.hydrated();
    expect(first.clicks).not.toHaveBeenCalled();

    const again = island();
    const second = scriptButton(again);
    const third = document.createElement('button');
    third.type = 'button';
    again.append(third);
    const thirdClicks = jest.fn();
    third.addEventListener('click', thirdClicks);
    const next = watch(again);
    second.button.click();
    third.click();
    next.watching.hydrated();
    expect(second.clicks).not.toHaveBeenCalled();
    expect(thirdClicks).toHaveBeenCalledTimes(1);
  });
});

describe('an island before it has hydrated: early input', () => {
  it('types in again what hydrating code reset, with an input event', () => {
    const element = island();
    const input = element.querySelector('input') as HTMLInputElement;
    const { watching } = watch(element);
    input.value = 'Ada';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.value = ''; // a form library writing its default value while hydrating
    const seen = jest.fn();
    input.addEventListener('input', () => seen(input.value));
    watching.hydrated();
    expect(input.value).toBe('Ada');
    expect(seen).toHaveBeenCalledWith('Ada');
  });

  it('keeps no input typed outside the island', () => {
    const element = island();
    const outside = document.createElement('input');
    document.body.append(outside);
    const { watching } = watch(element);
    outside.value = 'elsewhere';
    outside.dispatchEvent(new Event('input', { bubbles: true }));
    outside.value = '';
    watching.hydrated();
    expect(outside.value).toBe('');
  });
});
