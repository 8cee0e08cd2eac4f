import userEvent from '@testing-library/user-event';
import { EarlyInput } from './earlyInput';

/** A form like an island's served HTML, and every input/change event that bubbles up to it. */
function servedForm() {
  document.body.innerHTML = `<form>
    <input name="name" /><textarea name="message"></textarea>
    <select name="topic"><option value="">Choose</option><option value="web">Web</option></select>
    <input name="terms" type="checkbox" /><input name="cv" type="file" />
    <input name="plan" type="radio" value="a" /><input name="plan" type="radio" value="b" />
    <button type="button" name="send" value="first">Send</button>
  </form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  const field = <T extends Element>(selector: string) => form.querySelector(selector) as unknown as T;
  const events: string[] = [];
  for (const type of ['input', 'change', 'click']) {
    form.addEventListener(type, (event) => events.push(`${type} ${(event.target as HTMLInputElement).name}`));
  }
  return {
    events,
    name: field<HTMLInputElement>('[name=name]'),
    message: field<HTMLTextAreaElement>('[name=message]'),
    topic: field<HTMLSelectElement>('[name=topic]'),
    terms: field<HTMLInputElement>('[name=terms]'),
    cv: field<HTMLInputElement>('[name=cv]'),
    planB: field<HTMLInputElement>('[name=plan][value=b]'),
    send: field<HTMLButtonElement>('[name=send]'),
  };
}

describe('EarlyInput', () => {
  it('types text back into a field, an area and a list that hydration reset, the way typing does', () => {
    const form = servedForm();
    const early = new EarlyInput();
    form.name.value = 'Ada';
    form.message.value = 'Hello';
    form.topic.value = 'web';
    for (const field of [form.name, form.message, form.topic]) early.record(field);
    form.name.value = '';
    form.message.value = '';
    form.topic.value = '';
    early.restore();
    expect([form.name.value, form.message.value, form.topic.value]).toEqual(['Ada', 'Hello', 'web']);
    expect(form.events).toEqual(['input name', 'input message', 'change topic']);
  });

  it('clicks a checkbox and a radio button back to what the visitor chose (their handlers run)', () => {
    const form = servedForm();
    const early = new EarlyInput();
    form.terms.checked = true;
    form.planB.checked = true;
    early.record(form.terms);
    early.record(form.planB);
    form.terms.checked = false;
    form.planB.checked = false;
    early.restore();
    expect([form.terms.checked, form.planB.checked]).toEqual([true, true]);
    expect(form.events.filter((event) => event.startsWith('click'))).toEqual(['click terms', 'click plan']);
  });

  it('leaves alone every field hydration did not change: no event, no click', () => {
    const form = servedForm();
    const early = new EarlyInput();
    form.name.value = 'Ada';
    form.terms.checked = true;
    early.record(form.name);
    early.record(form.terms);
    early.record(form.planB);
    early.restore();
    expect([form.name.value, form.terms.checked, form.planB.checked]).toEqual(['Ada', true, false]);
    expect(form.events).toEqual([]);
  });

  it('never touches a file field (script cannot set one), even one the visitor had chosen a file in', async () => {
    const form = servedForm();
    const early = new EarlyInput();
    early.record(form.cv);
    early.restore();
    expect(form.events).toEqual([]);
    await userEvent.upload(form.cv, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    form.name.value = 'Ada';
    early.record(form.cv);
    early.record(form.name);
    form.cv.value = '';
    form.name.value = '';
    form.events.length = 0;
    early.restore();
    expect(form.name.value).toBe('Ada');
    expect(form.events).toEqual(['input name']);
  });

  it('ignores events from anything that is not a field', () => {
    const form = servedForm();
    const early = new EarlyInput();
    early.record(form.send);
    early.record(document.querySelector('form'));
    early.record(null);
    form.send.value = 'second';
    early.restore();
    expect(form.send.value).toBe('second');
    expect(form.events).toEqual([]);
  });

  it('skips a field that hydration replaced (no longer in the page)', () => {
    const form = servedForm();
    const early = new EarlyInput();
    form.name.value = 'Ada';
    early.record(form.name);
    form.name.remove();
    form.name.value = '';
    early.restore();
    expect(form.name.value).toBe('');
  });

  it('puts the input back once: a later reset is the form’s own doing', () => {
    const form = servedForm();
    const early = new EarlyInput();
    form.name.value = 'Ada';
    early.record(form.name);
    form.name.value = '';
    early.restore();
    form.name.value = '';
    early.restore();
    expect(form.name.value).toBe('');
  });
});
