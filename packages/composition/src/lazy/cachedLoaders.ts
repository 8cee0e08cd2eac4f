/**
 * Memoised loaders: one chunk per entry, fetched on first use and then kept, so every later call
 * returns the same promise (a stable promise for React's `use`).
 */
export function cachedLoaders<Id extends string | number, T>(
  loaders: Readonly<Record<Id, () => Promise<T>>>,
): (id: Id) => Promise<T> {
  const loaded = new Map<Id, Promise<T>>();
  return (id) => {
    let entry = loaded.get(id);
    if (!entry) {
      entry = loaders[id]();
      loaded.set(id, entry);
    }
    return entry;
  };
}

/** The id when it is one of `ids` (exact match, own ids only: "toString" is not an id), else undefined. */
export function knownId<Id extends string>(ids: readonly Id[], id: string | undefined): Id | undefined {
  return ids.find((known) => known === id);
}
