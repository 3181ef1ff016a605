/**
 * The `?page=N` of a page that shows a list a page at a time (/balance, /orders): a page that is
 * not a whole number from 1 to 100,000 is the first.
 */
export function askedPage(url: URL): number {
  const asked = Number(url.searchParams.get("page") ?? "1");
  return Number.isSafeInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
}

/** How many pages `total` items fill, `size` a page: at least one, so an empty list still has its page. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
