import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A rule set of `@codecrush/contracts` (`validateContact`, …): field path → message, empty when valid. */
export type FormRules<T> = (values: T) => Readonly<Record<string, string | undefined>>;

type Tree = Record<string, unknown> | unknown[];

const place = (tree: Tree, path: readonly string[], leaf: unknown): void => {
  const [head, ...rest] = path;
  // Stryker disable next-line ConditionalExpression: a split path holds at least one segment and the recursion stops at the last, so `head` is never undefined
  if (head === undefined) return;
  const container = tree as Record<string, unknown>;
  if (rest.length === 0) {
    container[head] = leaf;
    return;
  }
  // Stryker disable next-line StringLiteral: `rest` is not empty here, so the fallback of `rest[0]` is never read
  const next = container[head] ?? (/^\d+$/.test(rest[0] ?? '') ? [] : {});
  container[head] = next;
  place(next as Tree, rest, leaf);
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
    for (const [path, message] of messages) place(errors, path.split('.'), { type: 'rule', message });
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
