/** Memoised loaders: one chunk per entry, fetched once, then a stable promise for React's `use`. */
export function cachedLoaders<Id extends string, T>(loaders: Record<Id, () => Promise<T>>): (id: Id) => Promise<T> {
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

/** The id when it is one of `ids` (own ids only: "toString" is not a service), else undefined. */
export function knownId<Id extends string>(ids: readonly Id[], id: string | undefined): Id | undefined {
  return ids.find((known) => known === id);
}
