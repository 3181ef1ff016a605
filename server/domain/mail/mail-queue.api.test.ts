import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailQueue } from "../../db/schema.ts";
import { useTestApp } from "../../../tests/support/test-app.ts";
import { createMailWorker, enqueueMail } from "./mail-queue.ts";

const t = useTestApp();

describe("mail worker", () => {
  it("sends the eSIM mail with its QR code attached inline, in the buyer's language", async () => {
    const template = {
      kind: "esim-delivered",
      orderNo: "RW2026112303",
      link: "https://roamwell.example/paysuccess?order=RW2026112303&key=bGluay1rZXktZm9yLXRlc3Rz",
      activationCode: "LPA:1$smdp.sim.roamwell.test$M3TB0-WQ8ZC-4HJRN-K2F7M-9QXDA",
      smdpAddress: "smdp.sim.roamwell.test",
      matchingId: "M3TB0-WQ8ZC-4HJRN-K2F7M-9QXDA",
      iccid: "89882990000012345672",
    } as const;
    await enqueueMail(t.services.database.db, { to: "lena@example.de", lang: "de", template }, new Date());
    await t.services.mailWorker.runOnce();
    const mail = t.sentMail.find((m) => m.to === "lena@example.de")!;
    expect(mail.subject).toBe("Ihre eSIM ist bereit: Bestellung RW2026112303");
    expect(mail.replyTo).toBe(t.config.brand.supportEmail);
    expect(mail.attachments).toHaveLength(1);
    const [qr] = mail.attachments!;
    expect(qr.contentType).toBe("image/png");
    expect(qr.content.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(mail.html).toContain(`<img src="cid:${qr.cid}" alt="QR-Code zum Installieren der eSIM aus Bestellung RW2026112303"`);
    expect(mail.text).toContain(template.activationCode);
  });

  it("sends a burst in one run, batch after batch, each mail once", async () => {
    const at = new Date();
    const burst = Array.from({ length: 47 }, (_, i) => `burst${i}@example.com`);
    for (const to of burst) await enqueueMail(t.services.database.db, { to, lang: "en", template: { kind: "already-registered" } }, at);
    expect(await t.services.mailWorker.runOnce()).toBe(47);
    expect(burst.map((to) => t.sentMail.filter((m) => m.to === to).length)).toEqual(burst.map(() => 1));
    expect(await t.services.mailWorker.runOnce()).toBe(0);
  });
});

describe("mail retention", () => {
  it("deletes mail sent longer ago than the retention, in batches, and keeps unsent and recent mail", async () => {
    const db = t.services.database.db;
    const now = new Date("2031-06-01T00:00:00Z");
    const day = 86_400_000;
    const worker = createMailWorker({ db, mailer: { send: async () => {} }, brand: { name: "Roamwell", supportEmail: "s@example.com" }, now: () => now, retention: { days: 30, batch: 2, maxBatches: 1_000 } });
    const add = async (to: string, sentAt: Date | null) => {
      await enqueueMail(db, { to, lang: "en", template: { kind: "already-registered" } }, new Date(now.getTime() - 60 * day));
      await db.update(mailQueue).set({ sentAt }).where(eq(mailQueue.to, to));
    };
    const gone = ["old1@example.com", "old2@example.com", "old3@example.com"];
    for (const to of gone) await add(to, new Date(now.getTime() - 31 * day));
    await add("recent@example.com", new Date(now.getTime() - 29 * day));
    await add("unsent@example.com", null);

    expect(await worker.cleanup()).toBeGreaterThanOrEqual(3);
    const left = (await db.select({ to: mailQueue.to }).from(mailQueue)).map((r) => r.to);
    for (const to of gone) expect(left).not.toContain(to);
    expect(left).toEqual(expect.arrayContaining(["recent@example.com", "unsent@example.com"]));
    expect(await worker.cleanup()).toBe(0);
  });
});
