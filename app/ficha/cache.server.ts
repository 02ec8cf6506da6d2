// Finished fichas kept in memory until their listing changes: keyed by the listing's id, version, last change and
// photos, so any edit makes a new key. Bounded: the least recently asked is dropped first (docs/decisions/153).
export const FICHA_CACHE_ENTRIES = 24;

export interface FichaCache {
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer>;
  size(): number;
}

export function fichaCache(max = FICHA_CACHE_ENTRIES): FichaCache {
  // The promise is stored, so two visitors asking at once share one generation.
  const entries = new Map<string, Promise<Buffer>>();
  return {
    get(key, make) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const made = make();
      entries.set(key, made);
      made.catch(() => entries.delete(key));
      while (entries.size > max) entries.delete(entries.keys().next().value!);
      return made;
    },
    size: () => entries.size,
  };
}
