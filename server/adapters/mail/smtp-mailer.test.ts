import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEml } from "./eml.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

/** Just enough of an SMTP server (RFC 5321, no extensions) to receive one message on localhost. */
function smtpSink() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          received.push(buffer.slice(0, end).replace(/^\.\./gm, "."));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 queued\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith("DATA")) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (command.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return { server, received };
}

describe("SMTP mailer", () => {
  const sink = smtpSink();
  let port = 0;
  beforeAll(() => new Promise<void>((resolve) => sink.server.listen(0, "127.0.0.1", () => ((port = (sink.server.address() as net.AddressInfo).port), resolve()))));
  afterAll(() => new Promise<void>((resolve) => sink.server.close(() => resolve())));

  it("sends inline pictures as multipart/related parts with their Content-ID", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "Roamwell <no-reply@roamwell.example>");
    await mailer.send({
      to: "mei@example.hk",
      subject: "您的 eSIM 已準備就緒",
      text: "啟用碼\n    LPA:1$smdp.example.com$K2F7",
      html: '<p><img src="cid:esim-RW1@roamwell.example" alt="QR 碼"></p>',
      attachments: [{ filename: "esim-RW1.png", contentType: "image/png", content: png, cid: "esim-RW1@roamwell.example" }],
    });
    expect(sink.received).toHaveLength(1);
    const [raw] = sink.received;
    expect(raw).toMatch(/^Content-Type: multipart\/related; type="text\/html";/m);
    expect(raw).toContain("Content-ID: <esim-RW1@roamwell.example>");
    expect(raw).toContain(png.toString("base64"));
    // SMTP carries CRLF line ends; the text is the same.
    expect(readEml(raw.replace(/\r\n/g, "\n"))).toMatchObject({ subject: "您的 eSIM 已準備就緒", text: "啟用碼\n    LPA:1$smdp.example.com$K2F7" });
  });
});
