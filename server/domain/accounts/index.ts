/**
 * Accounts' public surface: the service (codes, sign-up, log-in, guest log-in, sessions,
 * passwords, the account's part of privacy self-service), the session it hands out, its
 * business failures, and the few rules others apply alike (how an address is compared, which
 * passwords are refused, how a password is hashed and checked, and how many hashes run at once:
 * the staff's passwords follow the same rules and share the same bound).
 */
export { createAccountsService, type AccountOutcome, type AccountsService, type Attribution, type CustomerFacts } from "./accounts-service.ts";
export type { Session } from "./accounts-view.ts";
export { normalizeEmail, passwordProblem } from "./accounts-rules.ts";
export { dummyHash, hashPassword, passwordMatches, PASSWORD_WORK_LIMIT } from "./password-hashing.ts";
export { createTokenSigner } from "./session-tokens.ts";
export { ACCOUNT_ERRORS, type AccountError } from "./errors.ts";
