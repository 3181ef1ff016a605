/** Data amounts are stored in MB; 1024 MB is one GB (PRODUCT.md#data-units). */
export const MB_PER_GB = 1024;

/** Between a number and its unit: "10 GB" never breaks into "10" and "GB" on a narrow screen. */
export const NBSP = "\u00a0";

/** "10 GB", "30 days", "150 min", "1 Mbps": the number and its unit kept on one line. */
export const withUnit = (n: number | string, unit: string) => `${n}${NBSP}${unit}`;

export interface DataAmountParts {
  gb: number;
  mb: number;
}

/** Splits an MB amount into whole GB and the remaining MB. */
export function splitMb(mb: number): DataAmountParts {
  if (!Number.isInteger(mb) || mb < 0) throw new RangeError(`MB must be a non-negative integer: ${mb}`);
  return { gb: Math.floor(mb / MB_PER_GB), mb: mb % MB_PER_GB };
}

/**
 * Language-neutral label: "No usage" is a UI text, so zero returns null and callers show their
 * translated word; otherwise "3 GB", "3 GB 512 MB" or "500 MB" (no-break space before each unit).
 */
export function formatMb(mb: number): string | null {
  if (mb === 0) return null;
  const { gb, mb: rest } = splitMb(mb);
  if (gb === 0) return withUnit(rest, "MB");
  return rest === 0 ? withUnit(gb, "GB") : `${withUnit(gb, "GB")} ${withUnit(rest, "MB")}`;
}
