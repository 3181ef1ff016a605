/**
 * eSIMs (docs/CHECKOUT.md#esim): asks the provider for an order's eSIM, records it once, keeps
 * its states and usage fresh for the orders page, and builds what delivery shows (QR code, iOS
 * link, manual details).
 *
 * Exactly once: the provider answers the same eSIM for the same order key, and `record` writes
 * one row per order (`esims.order_id` is unique), so a provisioning job that ran twice, or died
 * between the provider's answer and the commit, leaves one eSIM.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, lte, ne, notInArray, or, sql } from "drizzle-orm";
import { iosInstallLink, parseActivationCode } from "../../../shared/esim/activation-rules.ts";
import { isValidIccid } from "../../../shared/esim/iccid-rules.ts";
import type { ValidityState } from "../../../shared/order-states.ts";
import type { EsimProvider, EsimStatus, ProvisionedEsim, TopupRequest } from "../../adapters/esim/esim-provider.ts";
import type { Db } from "../../db/client.ts";
import { esims } from "../../db/schema.ts";
import type { Transaction } from "../../kernel/tx.ts";
import { qrSvg } from "../../kernel/index.ts";

export type EsimRow = typeof esims.$inferSelect;
/** The database, or the caller's transaction (record with the order's change of state). */
export type EsimExecutor = Db | Transaction;

/** The orders page asks the provider again about an eSIM whose row is older than this (ESIM_REFRESH_AFTER). */
export const REFRESH_AFTER_MS = 60_000;

/**
 * Validity states after which nothing the page shows can change (the label's rows for them come
 * before any install state): the provider is not asked again, and they never move back.
 */
export const FINAL_VALIDITY: readonly ValidityState[] = ["TIME_FINISHED", "USAGE_FINISHED", "EXPIRED"];

/** The provider answered something that is not an eSIM we can deliver; the attempt fails. */
export class InvalidEsimError extends Error {
  override name = "InvalidEsimError";
}

export interface DeliveryView {
  iccid: string;
  smdpAddress: string;
  matchingId: string;
  activationCode: string;
  /** Installs on the iPhone it is opened on (iOS 17.4+). */
  iosLink: string;
  /** The activation code's QR code; hidden from screen readers, the page labels its wrapper. */
  qrSvg: string;
}

export interface EsimsDeps {
  db: Db;
  provider: EsimProvider;
  now?: () => Date;
  newId?: () => string;
  /** A provider status call failed: the stored row is shown meanwhile. */
  onError?: (err: unknown, orderId: string) => void;
  /** How old a stored state may be before the provider is asked again; REFRESH_AFTER_MS unless configured. */
  refreshAfterMs?: number;
  /** The supplier's package a plan was synced from (null: a demo plan), for the provider's order. */
  packageCodeOf?: (planId: number) => Promise<string | null>;
}

/** A top-up as the provider applied it: the eSIM's new reference and its states right after. */
export interface AppliedTopup {
  /** The reference the provider was asked with: recorded only if the row still has it. */
  fromRef: string;
  providerRef: string;
  status: EsimStatus;
  addMb: number;
  addDays: number;
}

/**
 * Why a top-up the provider applied was not recorded: the row's reference moved on meanwhile
 * (another top-up recorded first: ask the provider again with the new one), or the eSIM was
 * switched off (a refund) or removed.
 */
export class TopupNotRecordedError extends Error {
  override name = "TopupNotRecordedError";
  constructor(
    readonly reason: "changed" | "ended",
    esimId: string,
  ) {
    super(reason === "changed" ? `eSIM ${esimId} changed while its top-up was applied: asking again` : `eSIM ${esimId} was switched off or removed`);
  }
}

export interface ProvisionOrder {
  id: string;
  planId: number;
  dataMb: number | null;
  dailyMb: number | null;
  validityDays: number;
}

function provisionedProblem(p: ProvisionedEsim): string | null {
  if (!isValidIccid(p.iccid)) return `invalid ICCID ${p.iccid}`;
  const parts = parseActivationCode(p.activationCode);
  if (!parts) return `invalid activation code ${p.activationCode}`;
  if (parts.smdpAddress !== p.smdpAddress || parts.matchingId !== p.matchingId) return "activation code and manual details differ";
  if (!p.providerRef) return "no provider reference";
  return null;
}

export function createEsimsService(deps: EsimsDeps) {
  const { db, provider } = deps;
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? randomUUID;

  async function forOrders(orderIds: readonly string[], executor: EsimExecutor = db): Promise<EsimRow[]> {
    if (orderIds.length === 0) return [];
    return executor.select().from(esims).where(inArray(esims.orderId, [...orderIds]));
  }

  /** Writes what the provider said, unless the row was disabled meanwhile; never un-deletes, never un-finishes. */
  async function applyStatus(row: EsimRow, status: EsimStatus, at: Date, executor: EsimExecutor = db): Promise<EsimRow | null> {
    const finals = sql.join(FINAL_VALIDITY.map((v) => sql`${v}`), sql`, `);
    const backwards = status.validity === "VALID" || status.validity === "INUSE";
    const [updated] = await executor
      .update(esims)
      .set({
        installState: sql`case when ${esims.installState} = 'DELETED' then ${esims.installState} else ${status.install} end`,
        validityState: backwards
          ? sql`case when ${esims.validityState} in (${finals}) then ${esims.validityState} else ${status.validity} end`
          : status.validity,
        dataUsedMb: status.dataUsedMb,
        activatedAt: status.activatedAt ?? row.activatedAt,
        expiresAt: status.expiresAt ?? row.expiresAt,
        updatedAt: at,
      })
      // DISABLED is the store's own decision (a refund): the provider's view no longer counts. An
      // answer about an older reference (a top-up recorded meanwhile) is out of date.
      .where(and(eq(esims.id, row.id), ne(esims.installState, "DISABLED"), eq(esims.providerRef, row.providerRef)))
      .returning();
    return updated ?? null;
  }

  return {
    /** Asks the provider for the order's eSIM, the order's id as idempotency key; records nothing. */
    async provision(order: ProvisionOrder): Promise<ProvisionedEsim> {
      const packageCode = (await deps.packageCodeOf?.(order.planId)) ?? null;
      return provider.provision({ orderKey: order.id, dataMb: order.dataMb, dailyMb: order.dailyMb, validityDays: order.validityDays, packageCode });
    },

    /** After provisioning's last attempt: the eSIM the provider has for the order after all, or null (nothing left pending there). */
    async settle(orderId: string): Promise<ProvisionedEsim | null> {
      return (await provider.settle?.(orderId)) ?? null;
    },

    /**
     * Records the order's eSIM: not downloaded, validity not started, allowance from the order.
     * A repeat writes nothing and answers the row already there (`created` false).
     */
    async record(tx: EsimExecutor, order: Pick<ProvisionOrder, "id" | "dataMb" | "validityDays">, provisioned: ProvisionedEsim): Promise<{ esim: EsimRow; created: boolean }> {
      const orderId = order.id;
      const problem = provisionedProblem(provisioned);
      if (problem) throw new InvalidEsimError(`the eSIM provider's answer for order ${orderId}: ${problem}`);
      const at = now();
      const [inserted] = await tx
        .insert(esims)
        .values({
          id: newId(),
          orderId,
          provider: provider.name,
          providerRef: provisioned.providerRef,
          iccid: provisioned.iccid,
          smdpAddress: provisioned.smdpAddress,
          matchingId: provisioned.matchingId,
          activationCode: provisioned.activationCode,
          installState: "UNDOWNLOAD",
          validityState: "VALID",
          dataTotalMb: order.dataMb,
          dataUsedMb: 0,
          validityDays: order.validityDays,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: esims.orderId })
        .returning();
      if (inserted) return { esim: inserted, created: true };
      const [existing] = await forOrders([orderId], tx);
      return { esim: existing, created: false };
    },

    /**
     * Brings the eSIMs of these orders up to date with the provider (rows older than
     * `refreshAfterMs`, neither disabled nor finished), then answers all their rows. A provider
     * that fails leaves the stored row; the page still shows something true a minute ago.
     */
    async refresh(orderIds: readonly string[]): Promise<EsimRow[]> {
      if (orderIds.length === 0) return [];
      const at = now();
      const stale = await db
        .select()
        .from(esims)
        .where(
          and(
            inArray(esims.orderId, [...orderIds]),
            lte(esims.updatedAt, new Date(at.getTime() - (deps.refreshAfterMs ?? REFRESH_AFTER_MS))),
            ne(esims.installState, "DISABLED"),
            notInArray(esims.validityState, [...FINAL_VALIDITY]),
          ),
        );
      // Provider calls outside any transaction: a slow provider holds no lock.
      await Promise.all(
        stale.map(async (row) => {
          try {
            await applyStatus(row, await provider.status(row.providerRef, row.createdAt), at);
          } catch (err) {
            deps.onError?.(err, row.orderId);
          }
        }),
      );
      return forOrders(orderIds);
    },

    forOrders: (orderIds: readonly string[]) => forOrders(orderIds),

    /** Reads the eSIM's states from the provider now (a supplier's webhook said they changed); false when it has none to read. */
    async refreshNow(esimId: string): Promise<boolean> {
      const [row] = await db.select().from(esims).where(eq(esims.id, esimId));
      if (!row || row.installState === "DISABLED") return false;
      await applyStatus(row, await provider.status(row.providerRef, row.createdAt), now());
      return true;
    },

    /**
     * An operator's "ask the provider now" (docs/CONSOLE.md#fulfilment-actions), in two steps so
     * the provider is never called inside a transaction: `readStatus` asks (null when the eSIM is
     * unknown or switched off, so nothing is asked), `applyStatusIn` writes the answer in the
     * caller's transaction, beside its audit entry, as the orders page's refresh would; null when
     * the row moved on meanwhile (switched off, or a top-up changed its reference).
     */
    async readStatus(esimId: string): Promise<{ row: EsimRow; status: EsimStatus } | null> {
      const [row] = await db.select().from(esims).where(eq(esims.id, esimId));
      if (!row || row.installState === "DISABLED") return null;
      return { row, status: await provider.status(row.providerRef, row.createdAt) };
    },

    applyStatusIn: (tx: EsimExecutor, row: EsimRow, status: EsimStatus): Promise<EsimRow | null> => applyStatus(row, status, now(), tx),

    /** The eSIM with this ICCID (the console's search), or null. */
    async byIccid(iccid: string): Promise<EsimRow | null> {
      const [row] = await db.select().from(esims).where(eq(esims.iccid, iccid));
      return row ?? null;
    },

    /** The eSIM a supplier's webhook names, by the provider's reference or by its ICCID. */
    async byProviderRef(providerName: string, ref: string, iccid: string | null): Promise<EsimRow | null> {
      const [row] = await db
        .select()
        .from(esims)
        .where(and(eq(esims.provider, providerName), iccid ? or(eq(esims.providerRef, ref), eq(esims.iccid, iccid)) : eq(esims.providerRef, ref)))
        .limit(1);
      return row ?? null;
    },

    async byId(esimId: string, executor: EsimExecutor = db): Promise<EsimRow | null> {
      const [row] = await executor.select().from(esims).where(eq(esims.id, esimId));
      return row ?? null;
    },

    /**
     * Asks the provider to add a top-up to the eSIM (idempotent by `request.key`, the top-up
     * order's id), then for its states with the new reference. Records nothing: provider calls
     * stay outside transactions.
     */
    async topupAtProvider(row: EsimRow, request: Omit<TopupRequest, "iccid">): Promise<AppliedTopup> {
      const { providerRef } = await provider.topup(row.providerRef, { ...request, iccid: row.iccid });
      const status = await provider.status(providerRef, row.createdAt);
      return { fromRef: row.providerRef, providerRef, status, addMb: request.addMb, addDays: request.addDays };
    },

    /**
     * Records an applied top-up in the caller's transaction: the new totals (data and days
     * added once, by the caller's exactly-once guard), the new reference and the states the
     * provider gave with it. A finished validity may move back here, and only here: the top-up
     * put the eSIM back in use. Throws TopupNotRecordedError, rolling the caller back, when the
     * row is no longer the one the provider was asked about.
     */
    async recordTopup(tx: EsimExecutor, esimId: string, applied: AppliedTopup): Promise<EsimRow> {
      const [row] = await tx.select().from(esims).where(eq(esims.id, esimId)).for("update");
      if (!row) throw new Error(`no eSIM ${esimId}`);
      if (row.installState === "DISABLED" || row.installState === "DELETED") throw new TopupNotRecordedError("ended", esimId);
      if (row.providerRef !== applied.fromRef) throw new TopupNotRecordedError("changed", esimId);
      const { status } = applied;
      const [updated] = await tx
        .update(esims)
        .set({
          providerRef: applied.providerRef,
          dataTotalMb: sql`${esims.dataTotalMb} + ${applied.addMb}`,
          validityDays: sql`${esims.validityDays} + ${applied.addDays}`,
          installState: status.install,
          validityState: status.validity,
          dataUsedMb: status.dataUsedMb,
          activatedAt: status.activatedAt ?? row.activatedAt,
          expiresAt: status.expiresAt ?? row.expiresAt,
          updatedAt: now(),
        })
        .where(eq(esims.id, esimId))
        .returning();
      return updated!;
    },

    /** The refund's side of the eSIM, in the refund's transaction; the provider is told by `disableAtProvider`. */
    async markDisabled(tx: EsimExecutor, orderId: string): Promise<EsimRow | null> {
      const [row] = await tx
        .update(esims)
        .set({ installState: "DISABLED", updatedAt: now() })
        .where(eq(esims.orderId, orderId))
        .returning();
      return row ?? null;
    },

    /**
     * Tells the provider to stop the order's eSIM; false when the order has none, or it is
     * switched off already (a supplier cancels, and refunds the store, once).
     */
    async disableAtProvider(orderId: string): Promise<boolean> {
      const [row] = await forOrders([orderId]);
      if (!row || row.installState === "DISABLED") return false;
      await provider.disable(row.providerRef);
      return true;
    },

    async deliveryView(esim: Pick<EsimRow, "iccid" | "smdpAddress" | "matchingId" | "activationCode">): Promise<DeliveryView> {
      return {
        iccid: esim.iccid,
        smdpAddress: esim.smdpAddress,
        matchingId: esim.matchingId,
        activationCode: esim.activationCode,
        iosLink: iosInstallLink(esim.activationCode),
        qrSvg: await qrSvg(esim.activationCode),
      };
    },
  };
}

export type EsimsService = ReturnType<typeof createEsimsService>;
