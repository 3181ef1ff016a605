/**
 * Errors of PostgreSQL that callers answer rather than let through, recognised the same way
 * whichever driver raised them: pg and PGlite both carry the SQLSTATE and the constraint's name,
 * on the error itself or, once Drizzle has wrapped it, on its `cause`.
 */
interface PgErrorFields {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

const UNIQUE_VIOLATION = "23505";

const pgFields = (err: unknown): PgErrorFields | undefined => {
  const e = err as (PgErrorFields & { cause?: PgErrorFields }) | null | undefined;
  return e?.code ? e : e?.cause;
};

/** A unique index refused the row; when `constraint` is named, that index and no other. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const fields = pgFields(err);
  return fields?.code === UNIQUE_VIOLATION && (constraint === undefined || fields.constraint === constraint);
}

/**
 * SQLSTATEs that say "the server is not there for you right now", not "your query is wrong":
 * class 08 (connection exception), the administrator or a crash ending the session (57P01 admin
 * shutdown, 57P02 crash shutdown, 57P03 cannot connect now: starting or stopping), and too many
 * connections (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Socket-level failures Node reports while the server is stopped, restarting or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** pg's own wording for a connection that ended or could not be made in time (it sets no code). */
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/i, /^Client has encountered a connection error/, /^Client was closed/];

/**
 * The database could not be reached or dropped the connection: a restart, a failover, a proxy,
 * `pg_terminate_backend`. The request is worth repeating in a moment; it is not a bug. Looks
 * through Drizzle's wrapper (`cause`) and pg's, a few levels deep.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err as PgErrorFields | null | undefined;
  for (let depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const code = typeof e.code === "string" ? e.code : "";
    if (code.startsWith("08") || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.some((m) => m.test(e!.message!))) return true;
    // AggregateError (a host resolving to several addresses, all refused) lists its causes.
    const inner = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some((x) => isDatabaseUnavailable(x))) return true;
    e = e.cause as PgErrorFields | null | undefined;
  }
  return false;
}
