import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { readEml } from "./eml.ts";

type Message = { to: string; subject: string; text: string; html?: string; attachments?: { filename: string; content: Buffer; cid?: string }[] };

const compose = async (message: Message) => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return ((await transport.sendMail({ from: "Store <no-reply@example.com>", ...message })).message as Buffer).toString("utf8");
};

describe("readEml", () => {
  it("reads back what the outbox wrote, in any script, from text-and-HTML mail", async () => {
    const text = "お問い合わせありがとうございます。\n\n    482913\n\n" + "長い行".repeat(40);
    const raw = await compose({ to: "ken@example.jp", subject: "482913 は認証コードです", text, html: "<p>html</p>" });
    expect(readEml(raw)).toMatchObject({ to: "ken@example.jp", subject: "482913 は認証コードです", text });
  });

  it("reads plain ASCII mail", async () => {
    const raw = await compose({ to: "a@example.com", subject: "Hello", text: "Line one\nLine two" });
    expect(readEml(raw)).toMatchObject({ subject: "Hello", text: "Line one\nLine two" });
  });

  it("reads the text of a mail with pictures, inline or attached, skipping them", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const raw = await compose({
      to: "ana@example.com",
      subject: "Tu eSIM está lista",
      text: "Código de activación:\n    LPA:1$smdp.example.com$K2F7",
      html: '<p><img src="cid:qr@example.com" alt="QR"></p>',
      attachments: [
        { filename: "qr.png", content: png, cid: "qr@example.com" },
        { filename: "factura.png", content: png },
      ],
    });
    expect(raw).toContain("multipart/related");
    expect(raw).toContain("multipart/mixed");
    expect(readEml(raw)).toMatchObject({ subject: "Tu eSIM está lista", text: "Código de activación:\n    LPA:1$smdp.example.com$K2F7" });
  });
});
