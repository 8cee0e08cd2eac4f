type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Sets a field's value the way typing does, so React (and react-hook-form) see a change event. */
function retype(field: Field, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setValue?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export type EarlyInput = {
  /** Puts back what was typed before hydration where hydrating code reset it; stops listening. */
  restore: () => void;
  stop: () => void;
};

/**
 * Remembers what the visitor types into an island's fields before it has hydrated. Hydrating form
 * code may set its fields to their initial values (react-hook-form writes its default values into
 * the DOM when it registers a field): `restore()` then types the visitor's input in again. File
 * inputs cannot be set from script and are left as they are.
 */
export function rememberEarlyInput(element: HTMLElement): EarlyInput {
  const typed = new Map<Field, string | boolean>();
  const record = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !element.contains(field) || field.type === 'file') return;
    typed.set(field, isToggle(field) ? field.checked : field.value);
  };
  window.addEventListener('input', record, true);
  window.addEventListener('change', record, true);
  const stop = () => {
    window.removeEventListener('input', record, true);
    window.removeEventListener('change', record, true);
  };
  return {
    stop,
    restore: () => {
      stop();
      for (const [field, value] of typed) {
        if (!field.isConnected) continue;
        if (typeof value === 'boolean') {
          if (isToggle(field) && field.checked !== value) field.click();
        } else if (field.value !== value) retype(field, value);
      }
      typed.clear();
    },
  };
}
