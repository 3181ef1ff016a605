import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrSvg } from "./qr-svg.ts";

const LPA = "LPA:1$smdp.sim.roamwell.test$K2F7M-9QXDA-M3TB0-WQ8ZC-4HJRN";

/**
 * Reads the dark modules back out of the SVG's path ("M x y" starts a row's first run, "m dx 0"
 * skips light modules, "h n" draws n dark ones), so the test checks the picture, not the markup.
 */
function modulesOf(svg: string): { size: number; dark: Set<string> } {
  const viewBox = /viewBox="0 0 (\d+) \1"/.exec(svg);
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg);
  if (!viewBox || !d) throw new Error("no QR path");
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d[1].matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (cmd === "M") [x, y] = [Number(a), Math.floor(Number(b))];
    else if (cmd === "m") x += Number(a);
    else for (let i = 0; i < Number(a); i++) dark.add(`${x++},${y}`);
  }
  return { size: Number(viewBox[1]), dark };
}

describe("QR code SVG", () => {
  it("is an SVG with a drawn path, the same for the same text", async () => {
    const svg = await qrSvg(LPA);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<path [^>]*d="M[^"]+"\/><\/svg>$/s);
    expect(await qrSvg(LPA)).toBe(svg);
    expect(await qrSvg(`${LPA}X`)).not.toBe(svg);
  });

  it("draws exactly the modules of the text's QR symbol at level M, inside a 4-module quiet zone", async () => {
    const symbol = QRCode.create(LPA, { errorCorrectionLevel: "M" });
    const { size, dark } = modulesOf(await qrSvg(LPA));
    const n = symbol.modules.size;
    expect(size).toBe(n + 8);
    const expected = new Set<string>();
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) if (symbol.modules.get(row, col)) expected.add(`${col + 4},${row + 4}`);
    }
    expect(dark).toEqual(expected);
  });

  it("is hidden from screen readers for a page that labels its wrapper, or names itself", async () => {
    expect(await qrSvg(LPA)).toMatch(/^<svg aria-hidden="true" focusable="false" /);
    const named = await qrSvg(LPA, { label: `QR code "to install" <eSIM>` });
    expect(named).toMatch(/^<svg role="img" aria-label="QR code &quot;to install&quot; &lt;eSIM&gt;" /);
    expect(named).not.toContain("aria-hidden");
  });
});
