/**
 * The built-in eSIM provider (docs/CHECKOUT.md#esim): issues valid ICCIDs and GSMA activation
 * codes and moves each eSIM along a schedule measured from its provisioning, so a store without
 * a provider contract still delivers, and its orders page has real changes to show.
 *
 * Stateless: every answer is derived from an HMAC of the order's key and from the provider
 * reference, which carries the plan. So it needs no table, provisioning the same key again
 * answers the same eSIM (exactly-once fulfilment after a crash rests on that), and without the
 * secret nobody can work out another order's ICCID or matching id. The price of statelessness:
 * two orders share an ICCID with a chance of about n²/(2·10¹²) for n orders (12-digit serials);
 * the second's record then fails on the unique ICCID and the order ends refunded.
 *
 * Schedule, from provisioning: not downloaded until `downloadAfterMs`; then installed, its
 * validity not started; from `activateAfterMs` enabled and in use, using `mbPerHour` until the
 * total allowance is used (USAGE_FINISHED) or the validity ends (TIME_FINISHED). A daily
 * allowance starts again every 24 hours of validity and never finishes early. An eSIM not
 * activated within `activationWindowMs` expires (EXPIRED) unused.
 *
 * Top-ups travel in the reference too, appended to it (a tag of the top-up's key, the MB and
 * days added, when it was bought) and signed with the secret, so a reference cannot be edited
 * into more data. The same reference and top-up always answer the same new reference, and a key
 * already in it answers the reference unchanged. Usage is replayed in time order: each top-up
 * raises the allowance and extends the validity; one bought after the validity ended starts its
 * days then, and usage resumes from the moment it was bought.
 */
import { createHmac } from "node:crypto";
import { activationCode } from "../../../shared/esim/activation-rules.ts";
import { iccidFrom } from "../../../shared/esim/iccid-rules.ts";
import {
  EsimProviderError,
  type EsimProvider,
  type EsimStatus,
  type ProvisionedEsim,
  type ProvisionRequest,
  type TopupRequest,
} from "./esim-provider.ts";

/** Under `.test` (RFC 6761): reserved for testing, never a real host. */
export const SIMULATOR_SMDP_ADDRESS = "smdp.sim.roamwell.test";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface SimulatorOptions {
  /** Keys the HMAC every eSIM is derived from; a different secret gives different eSIMs. */
  secret: string;
  smdpAddress?: string;
  /** From provisioning until the eSIM shows as downloaded and installed. */
  downloadAfterMs: number;
  /** From provisioning until it is enabled and its validity starts. */
  activateAfterMs: number;
  /** Data used per hour while in use. */
  mbPerHour: number;
  /** An eSIM not activated this long after provisioning expires (default 180 days, as issuers do). */
  activationWindowMs?: number;
  now?: () => Date;
}

export interface SimulatorEsimProvider extends EsimProvider {
  /** Tests: the next `n` provisions and top-ups fail, as an unreachable provider's would. */
  failNext(n: number): void;
}

/** Crockford's base 32: no I, L, O or U, so a matching id typed by hand is not misread. */
const BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Five groups of five characters (125 bits): "K2F7M-9QXDA-M3TB0-WQ8ZC-4HJRN". */
function matchingIdFrom(bytes: Uint8Array): string {
  let bits = 0n;
  for (const b of bytes.subarray(0, 16)) bits = (bits << 8n) | BigInt(b);
  let chars = "";
  for (let i = 0; i < 25; i++) chars += BASE32[Number((bits >> BigInt(5 * i)) & 31n)];
  return chars.match(/.{5}/g)!.join("-");
}

/** One top-up as the reference carries it. */
interface RefTopup {
  /** The first 10 hex digits of an HMAC of its key: enough to know a key seen before. */
  tag: string;
  mb: number;
  days: number;
  /** Whole seconds (the reference stays short). */
  atMs: number;
}

/** The plan and its top-ups travel in the reference, so `status` needs nothing but the reference. */
interface RefPlan {
  kind: "total" | "daily";
  mb: number;
  validityDays: number;
  topups: RefTopup[];
}

const REF = /^sim-([0-9a-f]{24})-(t|d)(\d{1,9})-v(\d{1,4})$/;
/** "+<tag>.<mb>.<days>.<unix seconds, base 36>" per top-up, then "~<signature>" over everything before it. */
const TOPUP_PART = /^([0-9a-f]{10})\.(\d{1,9})\.(\d{1,4})\.([0-9a-z]{1,8})$/;
/** Far beyond any real eSIM's top-ups; keeps a reference within a few kilobytes. */
export const MAX_TOPUPS = 100;

const positiveInt = (n: number | null): n is number => n !== null && Number.isInteger(n) && n > 0;

const wholeOrZero = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;

function checkTopup(r: TopupRequest): void {
  const problems = [
    !r.key && "key is empty",
    !wholeOrZero(r.addMb, 999_999_999) && "addMb must be a whole number from 0",
    !wholeOrZero(r.addDays, 9999) && "addDays must be a whole number from 0 to 9999",
    r.addMb === 0 && r.addDays === 0 && "a top-up adds data, days or both",
    !(r.at instanceof Date && r.at.getTime() >= 0) && "at must be a date",
  ].filter(Boolean);
  if (problems.length > 0) throw new EsimProviderError(`invalid top-up request: ${problems.join("; ")}`);
}

function checkRequest(r: ProvisionRequest): void {
  const problems = [
    !r.orderKey && "orderKey is empty",
    positiveInt(r.dataMb) === positiveInt(r.dailyMb) && "exactly one of dataMb and dailyMb must be a positive whole number",
    (!positiveInt(r.validityDays) || r.validityDays > 9999) && "validityDays must be a whole number from 1 to 9999",
  ].filter(Boolean);
  if (problems.length > 0) throw new EsimProviderError(`invalid provisioning request: ${problems.join("; ")}`);
}

export function createSimulatorEsimProvider(options: SimulatorOptions): SimulatorEsimProvider {
  const smdpAddress = options.smdpAddress ?? SIMULATOR_SMDP_ADDRESS;
  const activationWindowMs = options.activationWindowMs ?? 180 * DAY_MS;
  const now = options.now ?? (() => new Date());
  if (options.activateAfterMs < options.downloadAfterMs) throw new RangeError("the eSIM cannot be activated before it is downloaded");
  if (options.mbPerHour < 0) throw new RangeError("mbPerHour cannot be negative");
  // Checked once here: every code this simulator hands out uses it.
  activationCode(smdpAddress, "CHECK");
  let failures = 0;
  const failIfTold = () => {
    if (failures === 0) return;
    failures -= 1;
    throw new EsimProviderError("the eSIM provider is unavailable (simulated failure)");
  };

  const derive = (purpose: string, key: string) => createHmac("sha256", options.secret).update(`${purpose}\u0000${key}`).digest();
  const sign = (body: string) => derive("ref-signature", body).toString("hex").slice(0, 16);

  function parseRef(ref: string): RefPlan {
    const unknown = () => new EsimProviderError(`unknown eSIM: ${ref.slice(0, 80)}`);
    const [body, signature, ...rest] = ref.split("~");
    const [base, ...parts] = body.split("+");
    const m = REF.exec(base);
    if (!m || rest.length > 0) throw unknown();
    // A reference without top-ups is the provisioned one (no signature); with them, signed.
    if (parts.length === 0 ? signature !== undefined : signature !== sign(body)) throw unknown();
    const topups = parts.map((part) => {
      const t = TOPUP_PART.exec(part);
      if (!t) throw unknown();
      return { tag: t[1], mb: Number(t[2]), days: Number(t[3]), atMs: parseInt(t[4], 36) * 1000 };
    });
    return { kind: m[2] === "t" ? "total" : "daily", mb: Number(m[3]), validityDays: Number(m[4]), topups };
  }

  /** MB used over `ms` of use, whole MB (integer arithmetic: no rounding drift). */
  const usedOver = (ms: number) => Math.floor((Math.max(0, ms) * options.mbPerHour) / HOUR_MS);

  function statusAt(plan: RefPlan, since: Date, at: Date): EsimStatus {
    const t = Math.max(0, at.getTime() - since.getTime());
    const downloaded = t >= options.downloadAfterMs;
    if (options.activateAfterMs >= activationWindowMs && t >= activationWindowMs) {
      return { install: downloaded ? "INSTALLED" : "UNDOWNLOAD", validity: "EXPIRED", dataUsedMb: 0, activatedAt: null, expiresAt: null };
    }
    if (t < options.activateAfterMs) {
      return { install: downloaded ? "INSTALLED" : "UNDOWNLOAD", validity: "VALID", dataUsedMb: 0, activatedAt: null, expiresAt: null };
    }
    const activatedAt = new Date(since.getTime() + options.activateAfterMs);
    const base = { install: "ENABLED" as const, activatedAt };
    if (plan.kind === "daily") {
      const validityMs = plan.validityDays * DAY_MS;
      const expiresAt = new Date(activatedAt.getTime() + validityMs);
      // Usage stops when the validity ends.
      const inUseMs = Math.min(t - options.activateAfterMs, validityMs);
      const ended = t - options.activateAfterMs >= validityMs;
      // Today's usage; after the end, that of the last day.
      const day = Math.min(Math.floor(inUseMs / DAY_MS), plan.validityDays - 1);
      const dataUsedMb = Math.min(plan.mb, usedOver(inUseMs - day * DAY_MS));
      return { ...base, expiresAt, validity: ended ? "TIME_FINISHED" : "INUSE", dataUsedMb };
    }
    // A total allowance, replayed from activation through each top-up in the order they were
    // bought: data is used while the validity runs and the allowance lasts.
    const nowMs = at.getTime();
    let total = plan.mb;
    let end = activatedAt.getTime() + plan.validityDays * DAY_MS;
    let used = 0;
    let from = activatedAt.getTime();
    for (const top of [...plan.topups].sort((a, b) => a.atMs - b.atMs)) {
      const when = Math.min(Math.max(top.atMs, from), nowMs);
      used = Math.min(total, used + usedOver(Math.min(when, end) - from));
      // Bought after the validity ended: its days start now; otherwise they extend it.
      end = (when >= end ? when : end) + top.days * DAY_MS;
      total += top.mb;
      from = Math.max(from, when);
    }
    used = Math.min(total, used + usedOver(Math.min(nowMs, end) - from));
    const expiresAt = new Date(end);
    if (used >= total) return { ...base, expiresAt, validity: "USAGE_FINISHED", dataUsedMb: used };
    return { ...base, expiresAt, validity: nowMs >= end ? "TIME_FINISHED" : "INUSE", dataUsedMb: used };
  }

  return {
    name: "simulator",

    failNext(n) {
      if (!Number.isInteger(n) || n < 0) throw new RangeError(`a count of failures: ${n}`);
      failures = n;
    },

    async provision(request): Promise<ProvisionedEsim> {
      failIfTold();
      checkRequest(request);
      const plan = positiveInt(request.dataMb) ? `t${request.dataMb}` : `d${request.dailyMb}`;
      const matchingId = matchingIdFrom(derive("matching-id", request.orderKey));
      return {
        providerRef: `sim-${derive("ref", request.orderKey).toString("hex").slice(0, 24)}-${plan}-v${request.validityDays}`,
        iccid: iccidFrom(derive("iccid", request.orderKey)),
        smdpAddress,
        matchingId,
        activationCode: activationCode(smdpAddress, matchingId),
      };
    },

    async topup(ref, request) {
      failIfTold();
      checkTopup(request);
      const plan = parseRef(ref);
      if (plan.kind === "daily") throw new EsimProviderError("a daily allowance renews every day: it takes no top-ups");
      const tag = derive("topup", request.key).toString("hex").slice(0, 10);
      // Applied before (a retried job): the same answer, and the top-up counted once.
      if (plan.topups.some((t) => t.tag === tag)) return { providerRef: ref };
      if (plan.topups.length >= MAX_TOPUPS) throw new EsimProviderError(`an eSIM takes at most ${MAX_TOPUPS} top-ups`);
      const seconds = Math.floor(request.at.getTime() / 1000).toString(36);
      const body = `${ref.split("~")[0]}+${tag}.${request.addMb}.${request.addDays}.${seconds}`;
      return { providerRef: `${body}~${sign(body)}` };
    },

    async status(ref, since) {
      return statusAt(parseRef(ref), since, now());
    },

    async disable(ref) {
      // Nothing to remember: the store records DISABLED on its own row and stops asking.
      parseRef(ref);
    },
  };
}
