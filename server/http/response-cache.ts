/**
 * Serialized answers of catalogue reads, keyed by path, language and request parameters.
 * Bounded (oldest entries go first) and emptied whenever the catalogue version changes, or the
 * `epoch` (the running price campaigns, as last loaded) moves, so a cached answer is never older than the
 * catalogue and prices it was computed from.
 */
export interface ResponseCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  clear(): void;
  readonly size: number;
}

export function createResponseCache(options: { maxEntries?: number; epoch?: () => string } = {}): ResponseCache {
  const { maxEntries = 10_000, epoch } = options;
  const entries = new Map<string, string>();
  let seenEpoch = epoch?.();
  return {
    get(key) {
      if (epoch) {
        const current = epoch();
        if (current !== seenEpoch) {
          seenEpoch = current;
          entries.clear();
        }
      }
      return entries.get(key);
    },
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
