/**
 * The QR code of an activation code as a PNG, for e-mail: most mail clients (Gmail, Outlook)
 * do not show SVG, so the mail carries a picture inline instead of the page's SVG. Same symbol
 * as the order page's (error correction M, black on white, four-module quiet zone).
 */
import QRCode from "qrcode";

const TARGET_PX = 300;

/**
 * About 300 px wide, in whole pixels per module: a fractional scale would draw modules of uneven
 * width, which phone cameras read less reliably from a screen.
 */
export async function qrPng(text: string): Promise<{ png: Buffer; width: number }> {
  const modules = QRCode.create(text, { errorCorrectionLevel: "M" }).modules.size + 8;
  const scale = Math.max(1, Math.round(TARGET_PX / modules));
  const png = await QRCode.toBuffer(text, { type: "png", errorCorrectionLevel: "M", margin: 4, scale, color: { dark: "#000000", light: "#ffffff" } });
  return { png, width: modules * scale };
}
