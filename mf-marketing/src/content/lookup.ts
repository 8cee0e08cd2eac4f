/** The entry of a catalogue keyed by a route parameter, or undefined for an unknown id. */
export function findById<T>(catalogue: Readonly<Record<string, T>>, id: string | undefined): T | undefined {
  return id !== undefined && Object.hasOwn(catalogue, id) ? catalogue[id] : undefined;
}
