/** Mail as the store's outbox mailer writes it (`.eml` files), read back by the tests. */

/** The text parts of a message, decoded (base64 or quoted-printable); attachments are left out. */
export function decode(eml: string): string {
  return eml
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [head, ...body] = part.split(/\r?\n\r?\n/);
      const text = body.join("\n\n");
      if (/content-transfer-encoding:\s*base64/i.test(head) && !/content-type:\s*image\//i.test(head)) return Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        return Buffer.from(text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8");
      }
      return text;
    })
    .join("\n");
}
