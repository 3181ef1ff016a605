import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { PAGE_FORM_MAX_BYTES, readFormBody } from "./page-forms.ts";

const FORM = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };

/** A body sent in `count` chunks of `size` bytes, counting how many were pulled. */
function chunks(count: number, size: number) {
  const pulled = { n: 0 };
  const stream = Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) {
        pulled.n++;
        yield Buffer.alloc(size, "a");
      }
    })(),
  );
  return { stream, pulled };
}

describe("reading a page form's body", () => {
  it("reads a form in either of a browser's encodings", async () => {
    expect(await readFormBody(FORM, Readable.from([Buffer.from("name=Ana")]))).toEqual({ ok: true, body: Buffer.from("name=Ana") });
    const multipart = await readFormBody({ "content-type": "multipart/form-data; boundary=x" }, Readable.from([Buffer.from("--x--")]));
    expect(multipart.ok).toBe(true);
  });

  it("refuses another encoding, or none, without reading", async () => {
    for (const type of ["text/plain", "application/json", undefined, ""]) {
      const { stream, pulled } = chunks(3, 10);
      expect(await readFormBody({ "content-type": type }, stream)).toEqual({ ok: false, refusal: "FORM_MEDIA_TYPE" });
      expect(pulled.n).toBe(0);
    }
  });

  it("refuses a declared length over the limit without reading", async () => {
    const { stream, pulled } = chunks(3, 10);
    expect(await readFormBody({ ...FORM, "content-length": String(PAGE_FORM_MAX_BYTES + 1) }, stream)).toEqual({ ok: false, refusal: "FORM_TOO_LARGE" });
    expect(pulled.n).toBe(0);
  });

  it("counts a body without a length and stops soon after the limit", async () => {
    const { stream, pulled } = chunks(10_000, 16 * 1024);
    expect(await readFormBody(FORM, stream)).toEqual({ ok: false, refusal: "FORM_TOO_LARGE" });
    expect(pulled.n).toBeLessThan(20);
    const exact = chunks(4, PAGE_FORM_MAX_BYTES / 4);
    expect(await readFormBody(FORM, exact.stream)).toMatchObject({ ok: true });
  });
});
