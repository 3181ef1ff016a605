/**
 * What keeps an in-memory copy of some rows in step with the shared catalogue version
 * (docs/decisions/0002): the content and the price campaigns each hold one. Loads run one after
 * another, so the latest call reads the latest rows; a load that fails keeps the copy already in
 * memory and is tried again a little later (the version that asked for it is reported once); one
 * that fails before anything was loaded fails the start that is waiting for it.
 */

/** Where a follower learns that the shared version moved (the catalogue service). */
export interface VersionFeed {
  onChange(fn: (version: number) => void | Promise<void>): () => void;
}

export interface FollowerOptions {
  load: () => Promise<void>;
  changes: VersionFeed;
  /** Whether a load has ever succeeded: before that, a failure is the start's to report. */
  loaded: () => boolean;
  onError?: (err: unknown) => void;
  /** Wait before trying again after a failed reload, in ms. */
  retryMs?: number;
}

export function followVersion(options: FollowerOptions) {
  let queue: Promise<unknown> = Promise.resolve();
  let retry: NodeJS.Timeout | null = null;

  function reload(): Promise<void> {
    const run = queue.then(options.load);
    queue = run.catch(() => {});
    return run;
  }

  function retryLater(err: unknown): void {
    options.onError?.(err);
    if (retry) return;
    retry = setTimeout(() => {
      retry = null;
      reload().catch(retryLater);
    }, options.retryMs ?? 5_000);
    retry.unref();
  }

  const unsubscribe = options.changes.onChange(async () => {
    try {
      await reload();
    } catch (err) {
      if (!options.loaded()) throw err;
      retryLater(err);
    }
  });

  return {
    /** Reads the rows now. */
    reload,
    /** Reads them now; a failure is kept for later, never thrown (after a change this instance made). */
    reloadSoon: (): Promise<void> => reload().catch(retryLater),
    stop(): void {
      unsubscribe();
      if (retry) clearTimeout(retry);
      retry = null;
    },
  };
}
