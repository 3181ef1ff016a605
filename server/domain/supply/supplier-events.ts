/**
 * A supplier's webhooks (docs/SUPPLIERS.md#webhooks): verified by the adapter (a signature, or
 * the secret address of an unsigned one), stored once by the supplier's event id (or, without
 * one, the delivery's hash: a redelivery is byte for byte the same), and handled by a durable job
 * enqueued in the same transaction. Handling never trusts what the event says: it wakes the
 * provisioning job waiting for the order, or reads the eSIM's states back from the supplier, so a
 * duplicate, late or shuffled event changes nothing a fresh read would not.
 */
import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { EsimSupplier, SupplierEvent, WebhookDelivery } from "../../adapters/esim/supplier.ts";
import type { Db } from "../../db/client.ts";
import { supplierEvents } from "../../db/schema.ts";
import type { EsimsService } from "../esims/index.ts";
import { defineJob, type JobQueue, type JobWorker } from "../jobs/index.ts";
import { supplierOrderNamed } from "./supply-repository.ts";

export const supplierEventJob = defineJob("supply.event", z.object({ eventId: z.uuid() }));

export interface SupplierEventsDeps {
  db: Db;
  jobs: JobQueue;
  supplier: Pick<EsimSupplier, "name" | "readWebhook">;
  esims: Pick<EsimsService, "byProviderRef" | "refreshNow">;
  now: () => Date;
}

/** The jobs a supplier order's progress wakes: its order's provisioning or top-up (checkout-jobs.ts keys). */
const waitingJobKey = (purpose: "esim" | "topup", orderId: string) => (purpose === "esim" ? `provision:${orderId}` : `topup:${orderId}`);

export function createSupplierEvents(deps: SupplierEventsDeps) {
  const { db, jobs, supplier, esims, now } = deps;

  async function handle(event: SupplierEvent): Promise<string> {
    switch (event.kind) {
      case "order-allocated":
      case "order-failed": {
        const order = await supplierOrderNamed(db, supplier.name, event);
        if (!order) return `ignored: no order ${event.supplierOrderRef} of ours`;
        const key = waitingJobKey(order.purpose, order.orderId);
        return (await jobs.wake(db, key)) ? `woke ${key}` : `ignored: ${key} is not waiting`;
      }
      case "profile-changed":
      case "usage": {
        const esim = await esims.byProviderRef(supplier.name, event.ref, event.iccid);
        if (!esim) return `ignored: no eSIM ${event.ref} of ours`;
        return (await esims.refreshNow(esim.id)) ? `refreshed ${esim.id}` : `ignored: ${esim.id} is switched off`;
      }
    }
  }

  return {
    /**
     * Verifies a delivery and stores each of its events once, with its handling job. Throws the
     * adapter's SupplierError (`auth`: a bad signature or address; `invalid`: not a webhook).
     * Answers how many events were new.
     */
    async receive(delivery: WebhookDelivery): Promise<number> {
      const events = supplier.readWebhook(delivery);
      const bodyHash = createHash("sha256").update(delivery.rawBody).digest("hex");
      let stored = 0;
      for (const [i, event] of events.entries()) {
        const eventId = event.eventId ?? `sha256:${bodyHash}:${i}`;
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(supplierEvents)
            .values({ id: randomUUID(), supplier: supplier.name, eventId, kind: event.kind, payload: event, receivedAt: now() })
            .onConflictDoNothing({ target: [supplierEvents.supplier, supplierEvents.eventId] })
            .returning({ id: supplierEvents.id });
          if (!row) return;
          await jobs.enqueue(tx, supplierEventJob, { eventId: row.id }, { key: `supplier-event:${row.id}` });
          stored++;
        });
      }
      return stored;
    },

    /** The job: handles one stored event and writes what it did. */
    async apply(eventId: string): Promise<void> {
      const [row] = await db.select().from(supplierEvents).where(eq(supplierEvents.id, eventId));
      if (!row || row.outcome) return;
      const outcome = await handle(row.payload as SupplierEvent);
      await db.update(supplierEvents).set({ outcome }).where(eq(supplierEvents.id, eventId));
    },
  };
}

export type SupplierEvents = ReturnType<typeof createSupplierEvents>;

export function registerSupplierEventJobs(worker: JobWorker, events: SupplierEvents): void {
  worker.register(supplierEventJob, { run: ({ eventId }) => events.apply(eventId) });
}
