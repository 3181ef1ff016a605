/**
 * Password hashing (PRODUCT.md#passwords): argon2id at or above the OWASP ASVS 5 parameters, and
 * the one bound on how many hashes and checks this process runs at once. Which passwords are
 * refused is accounts-rules.ts.
 */
import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";

/** m = 19 MiB, t = 2, p = 1: the OWASP minimum for argon2id, about 90 ms on one core here. */
// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum the compiler settings cannot import).
const OWASP_ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/**
 * The least argon2id takes (m = 8 KiB, t = 1), about 1 ms: for test processes, whose accounts are
 * made and signed in by the hundred and would otherwise spend most of their time hashing. Only
 * tests choose it (tests/support/test-app.ts), by calling `setPasswordCostForTests`, which the
 * lint forbids outside tests; nothing a deployment configures reaches it. A stored hash names its
 * own parameters, so checking one needs no setting.
 */
const CHEAP_ARGON2 = { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 } as const;
let argon2: typeof OWASP_ARGON2 | typeof CHEAP_ARGON2 = OWASP_ARGON2;

/** Tests only (see CHEAP_ARGON2 above): the cost of the hashes this process makes from now on. */
export function setPasswordCostForTests(cost: "owasp" | "cheap"): void {
  argon2 = cost === "cheap" ? CHEAP_ARGON2 : OWASP_ARGON2;
  // The stand-in hash must cost what the stored ones do, or an unknown address answers faster.
  dummy = null;
}

/**
 * At most `limit` jobs at once; beyond that `run` answers null at once instead of queueing. A
 * burst of password checks then costs a few refusals rather than every caller waiting seconds
 * behind argon2 (about 90 ms of one core each), and the rest of the store keeps its threads.
 */
export function createWorkLimit(limit: number) {
  let inFlight = 0;
  return {
    async run<T>(work: () => Promise<T>): Promise<T | null> {
      if (inFlight >= limit) return null;
      inFlight++;
      try {
        return await work();
      } finally {
        inFlight--;
      }
    },
    get inFlight() {
      return inFlight;
    },
  };
}

/**
 * Sixteen per core: a hash takes about 60 ms of one of libuv's four threads (32 at once took
 * 0.26 s on two cores), so the last of a full queue waits about half a second on an idle machine;
 * a burst beyond that is refused at once instead of waiting seconds.
 */
export const PASSWORD_WORK_LIMIT = 16 * availableParallelism();
/** The one limit every password hash and check of this process goes through. */
const passwordWork = createWorkLimit(PASSWORD_WORK_LIMIT);

/** The hash to store, or null when too many password checks are under way (answer PASSWORD_BUSY). */
export const hashPassword = (password: string): Promise<string | null> => passwordWork.run(() => hash(password, argon2));

/** Whether the password matches, or null when too many password checks are under way (answer PASSWORD_BUSY). */
export function passwordMatches(stored: string, password: string): Promise<boolean | null> {
  return passwordWork.run(async () => {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  });
}

/**
 * A hash of nothing anyone knows, checked when an address has no account, so a log-in takes as
 * long whether the address exists or not.
 */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  // Made once, outside the limit: a refusal here would otherwise be remembered for good.
  dummy ??= hash(`no account ${Math.random()}`, argon2);
  return dummy;
}
