/**
 * The command line of `npm run promo` (promo-cli.ts), parsed without a database so every
 * mistake an operator can type is tested: what each command needs, amounts as whole cents, dates
 * in UTC. Whether the terms make a valid code is `newPromoProblem` (the promos domain's rules),
 * which the service applies to every code created, however it is created.
 */
import { parseArgs } from "node:util";
import { PROMO_KINDS, type PromoKind } from "../../shared/wallet-kinds.ts";
import { normalizePromoCode, type NewPromo } from "../domain/promos/index.ts";

export const PROMO_USAGE = `usage: npm run promo -- <command>
  list                        every code: value, uses, limits, dates (UTC) and state
  create <CODE> --kind <kind> --value <n> [options]
                              a new code, 3-40 of A-Z, 0-9 and - (stored upper case)
    --kind credit|percent|fixed   credit: added to the balance at once;
                                  percent, fixed: taken off the account's next order
    --value <n>               credit, fixed: cents (500 = $5.00); percent: 1-100
    --max-uses <n>            uses in all (default: no limit)
    --per-user <n>            uses per account (default: 1)
    --new-customers           only for accounts without a paid order
    --min-order <cents>       percent, fixed: the order's price before the discount must reach it
    --starts <date>           works from YYYY-MM-DD 00:00 UTC, or from an ISO time (2026-12-01T09:00Z)
    --expires <date>          works through YYYY-MM-DD (ends the next day, 00:00 UTC), or until an ISO time
  disable <CODE>              no more redemptions; its discounts waiting on accounts are no longer taken`;

export type PromoCommand = { command: "help" } | { command: "list" } | { command: "create"; promo: NewPromo } | { command: "disable"; code: string };
export type ParsedArgs = { ok: true; value: PromoCommand } | { ok: false; message: string };

class UsageError extends Error {}

const OPTIONS = {
  kind: { type: "string" },
  value: { type: "string" },
  "max-uses": { type: "string" },
  "per-user": { type: "string" },
  "new-customers": { type: "boolean" },
  "min-order": { type: "string" },
  starts: { type: "string" },
  expires: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A time must carry its zone: a bare one would mean the operator's local time on one machine and UTC on another. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/** A whole number as typed ("500"), never "5.00" or "5e2": amounts are cents, and a stray decimal point must not become a hundredfold. */
function whole(flag: string, raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) {
    const hint = flag === "value" || flag === "min-order" ? " (amounts are cents: 500 for $5.00)" : "";
    throw new UsageError(`--${flag} must be a whole number, not "${raw}"${hint}`);
  }
  return Number(raw);
}

/**
 * A date (YYYY-MM-DD, the day in UTC) or an ISO time with its zone. A day that ends a code ends
 * after it: "--expires 2027-01-31" works through the 31st, which is what an operator means.
 */
function instant(flag: "starts" | "expires", raw: string): Date {
  const day = DAY.exec(raw);
  if (day) {
    const at = new Date(`${raw}T00:00:00.000Z`);
    // Date rolls 2027-02-30 over to March: refuse a day that does not exist.
    if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== raw) throw new UsageError(`--${flag}: there is no day ${raw}`);
    return flag === "expires" ? new Date(at.getTime() + DAY_MS) : at;
  }
  const at = ISO_TIME.test(raw) ? new Date(raw) : null;
  if (!at || Number.isNaN(at.getTime())) throw new UsageError(`--${flag} must be a day (2026-12-01) or an ISO time with its zone (2026-12-01T09:00Z), not "${raw}"`);
  return at;
}

function kindOf(raw: string | undefined): PromoKind {
  if (raw === undefined) throw new UsageError("create needs --kind credit, percent or fixed");
  const kind = PROMO_KINDS.find((k) => k === raw.toUpperCase());
  if (!kind) throw new UsageError(`--kind must be credit, percent or fixed, not "${raw}"`);
  return kind;
}

interface CreateFlags {
  kind?: string;
  value?: string;
  "max-uses"?: string;
  "per-user"?: string;
  "new-customers"?: boolean;
  "min-order"?: string;
  starts?: string;
  expires?: string;
}

function createCommand(codes: string[], values: CreateFlags): PromoCommand {
  if (codes.length !== 1) throw new UsageError(codes.length === 0 ? "create needs the code: npm run promo -- create CODE --kind ... --value ..." : `create takes one code, got ${codes.join(" ")}`);
  const kind = kindOf(values.kind);
  if (values.value === undefined) throw new UsageError(`create needs --value (${kind === "PERCENT" ? "1-100 (%)" : "cents: 500 for $5.00"})`);
  return {
    command: "create",
    promo: {
      code: normalizePromoCode(codes[0]!),
      kind,
      value: whole("value", values.value),
      maxUses: values["max-uses"] === undefined ? null : whole("max-uses", values["max-uses"]),
      perUserLimit: values["per-user"] === undefined ? 1 : whole("per-user", values["per-user"]),
      newCustomersOnly: values["new-customers"] ?? false,
      minOrderMinor: values["min-order"] === undefined ? 0 : whole("min-order", values["min-order"]),
      startsAt: values.starts === undefined ? null : instant("starts", values.starts),
      expiresAt: values.expires === undefined ? null : instant("expires", values.expires),
    },
  };
}

/** `argv` without node and the script (process.argv.slice(2)). */
export function parsePromoArgs(argv: readonly string[]): ParsedArgs {
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
    } catch (err) {
      // parseArgs words its own refusals well ("Unknown option '--foo'"); keep them, without its stack.
      throw new UsageError(err instanceof Error ? err.message : String(err));
    }
    const [command, ...rest] = parsed.positionals;
    const { help, ...values } = parsed.values;
    if (help || command === "help") return { ok: true, value: { command: "help" } };
    if (command === "create") return { ok: true, value: createCommand(rest, values) };
    if (command !== "list" && command !== "disable") throw new UsageError(command === undefined ? "which command?" : `unknown command "${command}"`);
    const given = Object.keys(values);
    if (given.length > 0) throw new UsageError(`${command} takes no options (got --${given.join(", --")})`);
    if (command === "list") {
      if (rest.length > 0) throw new UsageError(`list takes no arguments (got ${rest.join(" ")})`);
      return { ok: true, value: { command: "list" } };
    }
    if (rest.length !== 1) throw new UsageError(rest.length === 0 ? "disable needs the code: npm run promo -- disable CODE" : `disable takes one code, got ${rest.join(" ")}`);
    return { ok: true, value: { command: "disable", code: normalizePromoCode(rest[0]!) } };
  } catch (err) {
    if (err instanceof UsageError) return { ok: false, message: err.message };
    throw err;
  }
}
