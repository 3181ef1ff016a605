/** Data amounts are stored in MB; 1024 MB is one GB (PRODUCT.md#data-units). */
export const MB_PER_GB = 1024;

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
 * translated word; otherwise "3 GB", "3 GB 512 MB" or "500 MB".
 */
export function formatMb(mb: number): string | null {
  if (mb === 0) return null;
  const { gb, mb: rest } = splitMb(mb);
  if (gb === 0) return `${rest} MB`;
  return rest === 0 ? `${gb} GB` : `${gb} GB ${rest} MB`;
}
