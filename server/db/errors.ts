/**
 * Errors of PostgreSQL that callers answer rather than let through, recognised the same way
 * whichever driver raised them: pg and PGlite both carry the SQLSTATE and the constraint's name,
 * on the error itself or, once Drizzle has wrapped it, on its `cause`.
 */
interface PgErrorFields {
  code?: string;
  constraint?: string;
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
