// Pure results kept by a key made of their inputs (docs/decisions/230): the catalogue's labels and option lists are
// the same for every visit with the same filters and language, so they are built once, not on every render.
// Results are shared between requests: never mutate them.

/** A bounded store: past `limit` keys, the least recently used goes. */
export function keptByKey<T>(limit: number): (key: string, compute: () => T) => T {
  const kept = new Map<string, T>();
  return (key, compute) => {
    const hit = kept.get(key);
    if (hit !== undefined) {
      kept.delete(key);
      kept.set(key, hit); // most recently used last
      return hit;
    }
    const value = compute();
    kept.set(key, value);
    if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    return value;
  };
}
