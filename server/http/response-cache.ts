/**
 * Serialized answers of catalogue reads, keyed by path, language and request parameters.
 * Bounded (oldest entries go first) and emptied whenever the catalogue version changes, so a
 * cached answer is never older than the catalogue it was computed from.
 */
export interface ResponseCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  clear(): void;
  readonly size: number;
}

export function createResponseCache(maxEntries = 10_000): ResponseCache {
  const entries = new Map<string, string>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
