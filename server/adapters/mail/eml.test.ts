import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { readEml } from "./eml.ts";

const compose = async (message: { to: string; subject: string; text: string; html?: string }) => {
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
});
