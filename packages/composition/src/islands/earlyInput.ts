type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Sets a field's value the way typing does, so React (and react-hook-form) see a change event. */
function retype(field: Field, value: string) {
  // Stryker disable next-line OptionalChaining: the prototype of every field kind defines a value setter
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  // Stryker disable next-line OptionalChaining: as above, there always is one
  setValue?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What the visitor typed into an island's fields before it hydrated. Hydrating form code may set
 * its fields to their initial values (react-hook-form writes its default values into the DOM when
 * it registers a field): `restore()` then types the visitor's input in again. File inputs cannot be
 * set from script and are left as they are. The island watcher feeds it the island's input and
 * change events.
 */
export class EarlyInput {
  private readonly typed = new Map<Field, string | boolean>();

  /** Remembers the value of the field an input or change event came from. */
  record(target: EventTarget | null) {
    if (!isField(target) || target.type === 'file') return;
    this.typed.set(target, isToggle(target) ? target.checked : target.value);
  }

  /** Puts back what was typed where hydrating code reset it, and forgets it. */
  restore() {
    const typed = [...this.typed];
    this.typed.clear();
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      if (typeof value === 'boolean') {
        if (isToggle(field) && field.checked !== value) field.click();
      } else if (field.value !== value) retype(field, value);
    }
  }
}
