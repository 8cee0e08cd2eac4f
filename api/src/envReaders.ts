/**
 * The readers of the API's settings (`config.ts` and the deploy guard's `guardConfig.ts`): each
 * variable is read once, the spaces around a value cut, a blank value taken as unset, and a value
 * that does not fit refused with one style of message — its name, what it must be, what it got.
 */

/** The environment as the readers take it: variable → raw value. */
export type Env = Readonly<Record<string, string | undefined>>;

/** The value with the spaces around it cut; undefined when unset or blank. */
export const optional = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw === '' ? undefined : raw;
};

const numberOf = (env: Env, name: string, fallback: number, min: number, whole: boolean): number => {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!(whole ? Number.isInteger(value) : Number.isFinite(value)) || value < min) {
    throw new Error(`${name} must be ${whole ? 'an integer' : 'a number'} ≥ ${min}, got "${raw}"`);
  }
  return value;
};

/** A whole number ≥ `min`, or `fallback` when unset. */
export const intFrom = (env: Env, name: string, fallback: number, min = 0): number =>
  numberOf(env, name, fallback, min, true);

/** A finite number ≥ `min`, or `fallback` when unset. */
export const numberFrom = (env: Env, name: string, fallback: number, min: number): number =>
  numberOf(env, name, fallback, min, false);

/** On or off: 1/true/yes/on or 0/false/no/off in any case, or `fallback` when unset. */
export const boolFrom = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = optional(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
};
