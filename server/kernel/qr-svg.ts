/**
 * The QR code of an activation code, as an SVG the server renders into the order page and the
 * delivery mail. Black on white with the standard four-module quiet zone whatever the page's
 * colours: phone cameras read that best. Error correction M (15 %) survives a smudged screen
 * or print without making the code denser than a phone scans easily from a laptop screen.
 */
import QRCode from "qrcode";
import { escapeHtml } from "../../shared/html.ts";

export const QR_OPTIONS = {
  type: "svg",
  errorCorrectionLevel: "M",
  margin: 4,
  color: { dark: "#000000", light: "#ffffff" },
} as const;

/**
 * With a `label`, the SVG is an image of that name (`role="img"`, `aria-label`); without one it
 * is hidden from assistive technology, for a page that labels the element wrapping it.
 */
export async function qrSvg(text: string, options: { label?: string } = {}): Promise<string> {
  const svg = await QRCode.toString(text, QR_OPTIONS);
  const a11y = options.label ? `role="img" aria-label="${escapeHtml(options.label)}"` : `aria-hidden="true" focusable="false"`;
  return svg.trim().replace(/^<svg /, `<svg ${a11y} `);
}
