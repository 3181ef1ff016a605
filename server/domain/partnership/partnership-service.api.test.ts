/**
 * Partnership leads through the contact form's endpoint: stored, the inbox told and the enquirer
 * thanked in their language, and the mail kept while the mail server is down.
 */
import { describe, expect, it } from "vitest";
import { eq, isNull } from "drizzle-orm";
import { mailQueue, partnershipLeads } from "../../db/schema.ts";
import { call, useTestApp } from "../../../tests/support/test-app.ts";

const t = useTestApp();

const lead = {
  name: "Kenji Sato",
  company: "Sakura Tours",
  contactEmail: "kenji@sakura-tours.jp",
  website: "https://sakura-tours.example",
  partnerType: "travel-agency",
  message: "We sell tours to Europe and want to offer eSIMs to our customers.",
};

describe("/v1/partnership/contactUs", () => {
  it("stores the lead, notifies the partnerships inbox and thanks the enquirer in their language", async () => {
    const r = await call<{ id: string }>(t.app, "/v1/partnership/contactUs", lead, { lang: "ja" });
    expect(r.body.success).toBe(true);
    const [row] = await t.services.database.db.select().from(partnershipLeads).where(eq(partnershipLeads.id, r.body.obj!.id));
    expect(row).toMatchObject({ company: "Sakura Tours", email: lead.contactEmail, lang: "ja", partnerType: "travel-agency" });
    await t.services.mailWorker.runOnce();
    const notice = t.sentMail.find((m) => m.to === t.config.mail.partnershipInbox && m.text.includes(r.body.obj!.id))!;
    expect(notice.replyTo).toBe(lead.contactEmail);
    expect(notice.subject).toContain("Sakura Tours");
    expect(notice.text).toContain(lead.message);
    const thanks = t.sentMail.find((m) => m.to === lead.contactEmail)!;
    expect(thanks.subject).toBe("パートナーシップのお問い合わせを受け付けました");
    expect(thanks.html).toContain(`lang="ja"`);
  });

  it("keeps the mail queued when the mail server is down, and sends it later", async () => {
    const failing = t.services.mailer.send;
    t.services.mailer.send = async () => {
      throw new Error("connection refused");
    };
    const r = await call<{ id: string }>(t.app, "/v1/partnership/contactUs", { ...lead, company: "Outage Travel" });
    expect(r.body.success).toBe(true);
    await t.services.mailWorker.runOnce();
    expect(t.sentMail.some((m) => m.subject.includes("Outage Travel"))).toBe(false);
    t.services.mailer.send = failing;
    const [row] = await t.services.database.db.select().from(mailQueue).where(isNull(mailQueue.sentAt)).limit(1);
    expect(row.lastError).toBe("connection refused");
    // Due again after the back-off: send it as the worker would then.
    await t.services.database.db.update(mailQueue).set({ nextAttemptAt: new Date(0) }).where(isNull(mailQueue.sentAt));
    await t.services.mailWorker.runOnce();
    expect(t.sentMail.some((m) => m.subject.includes("Outage Travel"))).toBe(true);
  });
});
