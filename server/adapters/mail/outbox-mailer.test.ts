import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { renderMail } from "../../domain/mail/mail-templates.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";

const DELIVERED = {
  kind: "esim-delivered",
  orderNo: "RW2026112302",
  link: "https://roamwell.example/paysuccess?order=RW2026112302&key=c2VjcmV0LWxpbmsta2V5",
  activationCode: "LPA:1$smdp.sim.roamwell.test$7D4QX-K2F7M-9QXDA-M3TB0-WQ8ZC",
  smdpAddress: "smdp.sim.roamwell.test",
  matchingId: "7D4QX-K2F7M-9QXDA-M3TB0-WQ8ZC",
  iccid: "89882990000012345672",
} as const;

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

async function outboxWith(lang: "en" | "zh-HK") {
  const dir = path.join(os.tmpdir(), `roamwell-outbox-${randomBytes(4).toString("hex")}`);
  dirs.push(dir);
  const mailer = createOutboxMailer(dir, "Roamwell <no-reply@roamwell.example>");
  const mail = await renderMail(DELIVERED, lang, { name: "Roamwell", supportEmail: "support@roamwell.example" });
  await mailer.send({ to: "mei@example.hk", ...mail });
  const [file] = (await fs.readdir(dir)).filter((f) => f.endsWith(".eml"));
  return { mailer, mail, raw: await fs.readFile(path.join(dir, file), "utf8") };
}

/** The MIME parts of a message, split on every boundary it declares, each as [headers, body]. */
function mimeParts(raw: string): [string, string][] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  let parts = [raw];
  for (const b of boundaries) parts = parts.flatMap((p) => p.split(`--${b}`));
  return parts.map((p) => {
    const m = /\r?\n\r?\n/.exec(p.replace(/^\r?\n/, ""));
    const text = p.replace(/^\r?\n/, "");
    return m ? [text.slice(0, m.index), text.slice(m.index + m[0].length)] : [text, ""];
  });
}

describe("outbox mailer", () => {
  it("writes the QR code as an inline PNG beside the HTML, in a multipart/related part with its Content-ID", async () => {
    const { mail, raw } = await outboxWith("en");
    const [qr] = mail.attachments!;
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Content-Type: multipart\/related; type="text\/html";/m);
    expect(raw).toMatch(/^Reply-To: support@roamwell\.example$/m);
    const image = mimeParts(raw).find(([head]) => /^Content-Type: image\/png/m.test(head));
    expect(image).toBeDefined();
    const [head, body] = image!;
    expect(head).toContain(`Content-ID: <${qr.cid}>`);
    expect(head).toMatch(/^Content-Disposition: inline; filename=esim-RW2026112302\.png$/m);
    expect(head).toMatch(/^Content-Transfer-Encoding: base64$/m);
    expect(Buffer.from(body.replace(/\s+/g, ""), "base64").equals(qr.content)).toBe(true);
    const html = mimeParts(raw).find(([h]) => /^Content-Type: text\/html/m.test(h))!;
    expect(html[1].replace(/=\r?\n/g, "")).toContain(`cid:${qr.cid}`);
  });

  it("still reads back for the development mailbox: the plain text, not the picture", async () => {
    for (const lang of ["en", "zh-HK"] as const) {
      const { mailer, mail } = await outboxWith(lang);
      const [entry] = await mailer.outbox!.latest(10);
      expect(entry).toMatchObject({ to: "mei@example.hk", subject: mail.subject, text: mail.text });
      expect(entry.text).toContain(DELIVERED.activationCode);
      expect(entry.text).not.toMatch(/iVBORw0KGgo|Content-ID/);
    }
  });
});
