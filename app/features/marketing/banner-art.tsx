/** Small decorative illustrations for banners, drawn inline (no image requests). */
import type { BannerArt as Art } from "../../../shared/content/keys.ts";

const PATHS: Record<Art, string> = {
  globe: "M24 6a18 18 0 1 0 0 36a18 18 0 1 0 0-36M6 24h36M24 6c6 6 6 30 0 36M24 6c-6 6-6 30 0 36",
  city: "M8 40V22h8v18M18 40V12h10v28M30 40V20h10v20M6 40h36",
  calls: "M14 8l6 8-4 4c2 5 6 9 11 11l4-4 8 6-4 7C20 40 8 28 7 12z",
  sale: "M8 24L24 8h16v16L24 40zM33 15a2 2 0 1 0 0.1 0",
  topup: "M24 40V10M12 22l12-12 12 12",
};

export function BannerArt({ art }: { art: string }) {
  return (
    <svg className="banner-art" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      {/* `art` arrives as text from the API: a name this build does not know draws the globe. */}
      <path d={Object.hasOwn(PATHS, art) ? PATHS[art as Art] : PATHS.globe} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
