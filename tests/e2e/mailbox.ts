/**
 * The store's mail as the browser tests read it: the `.eml` files the outbox mailer writes into
 * the test server's data directory (the mail worker sends every couple of seconds).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { decode } from "../support/eml.ts";

export const OUTBOX = path.join(process.env.E2E_DATA_DIR!, "outbox");

/** The mail files there (or in `outbox`) are now: a later wait looks only at newer ones. */
export const outboxNow = async (outbox: string = OUTBOX) => new Set(await fs.readdir(outbox).catch(() => [] as string[]));

const toAddress = (email: string) => new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im");

/** Every mail to `email` there is now (not among `after`) whose decoded text matches `pattern`, newest first. */
export async function mailsTo(email: string, pattern: RegExp, after: Set<string> = new Set(), outbox: string = OUTBOX): Promise<string[]> {
  const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(".eml") && !after.has(f)).sort().reverse();
  const found: string[] = [];
  for (const file of files) {
    const eml = await fs.readFile(path.join(outbox, file), "utf8");
    if (!toAddress(email).test(eml)) continue;
    const text = decode(eml);
    if (pattern.test(text)) found.push(text);
  }
  return found;
}

/**
 * The newest mail to `email` (not among `after`) whose decoded text matches `pattern`, waited for
 * up to 30 s; from the test server's outbox, or from `outbox` (a store a test started itself).
 */
export async function mailTo(email: string, pattern: RegExp, after: Set<string> = new Set(), outbox: string = OUTBOX): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const [newest] = await mailsTo(email, pattern, after, outbox);
    if (newest !== undefined) return newest;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no mail to ${email} matching ${pattern}`);
}

/**
 * The delivery mail of an order (its eSIM, install steps and link), not its receipt, which names
 * the order too but may arrive first: only the delivery mail carries the order's secret link.
 */
export const deliveryMailTo = (email: string, orderNo: string, after?: Set<string>, outbox?: string) => mailTo(email, new RegExp(`/paysuccess\\?order=${orderNo}&key=`), after, outbox);

/** The order's e-mailed link (/paysuccess?order=&key=), from its delivery mail to `email`. */
export async function orderLinkOf(email: string, orderNo: string, outbox?: string): Promise<URL> {
  const mail = await deliveryMailTo(email, orderNo, undefined, outbox);
  return new URL(new RegExp(`https?://\\S+/paysuccess\\?order=${orderNo}&key=[\\w-]+`).exec(mail)![0]);
}

/** The newest six-digit code mailed to `email` after `after` (to the test server's outbox, or `outbox`). */
export async function mailedCode(email: string, after: Set<string> = new Set(), outbox: string = OUTBOX): Promise<string> {
  const CODE = /^\s{4}(\d{6})\s*$/m;
  return CODE.exec(await mailTo(email, CODE, after, outbox))![1]!;
}
