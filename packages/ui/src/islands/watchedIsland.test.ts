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
