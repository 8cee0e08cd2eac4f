import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A rule set of `@codecrush/contracts` (`validateContact`, …): field path → message, empty when valid. */
export type FormRules<T> = (values: T) => Readonly<Record<string, string | undefined>>;

/** Puts `leaf` at a dotted path, creating an array where the next segment is an index. */
const place = (errors: Record<string, unknown>, path: string, leaf: unknown): void => {
  const segments = path.split('.');
  let container = errors;
  segments.forEach((segment, index) => {
    const following = segments[index + 1];
    if (following === undefined) {
      container[segment] = leaf;
      return;
    }
    container[segment] ??= /^\d+$/.test(following) ? [] : {};
    container = container[segment] as Record<string, unknown>;
  });
};

/**
 * A react-hook-form resolver over the shared rules, so the browser shows exactly the messages the
 * API applies (one source). Paths such as `expertise.1.durationOfHire` become nested errors, as
 * `useFieldArray` expects.
 */
export function rulesResolver<T extends FieldValues>(rules: FormRules<T>): Resolver<T> {
  return (values) => {
    const messages = Object.entries(rules(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (messages.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of messages) place(errors, path, { type: 'rule', message });
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
