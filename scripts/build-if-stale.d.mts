/** Types of scripts/build-if-stale.mjs for its unit test. */
export interface BuildInputs {
  files: Record<string, string>;
  env: Record<string, string>;
}
export const BUILD_INPUTS: string[];
export function staleReason(stamp: BuildInputs | null, current: BuildInputs, build: { buildPresent: boolean }): string | null;
export function currentInputs(root: string, env?: Record<string, string | undefined>): BuildInputs;
