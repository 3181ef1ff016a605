/**
 * Whether a request comes from a phone (PRODUCT.md#mobile-layout): the device counts as mobile
 * when its user agent is mobile, whatever its width. Chromium says so in the `Sec-CH-UA-Mobile`
 * client hint (`?1`); other browsers only in the User-Agent. Tablets are not phones.
 */
const MOBILE_UA = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|IEMobile|Opera Mini|BlackBerry|BB10|webOS/i;

export function isMobileDevice(userAgent: string | null | undefined, chUaMobile: string | null | undefined): boolean {
  return chUaMobile?.trim() === "?1" || MOBILE_UA.test(userAgent ?? "");
}

/** Page responses that differ by device say so to caches. */
export const DEVICE_VARY = "User-Agent, Sec-CH-UA-Mobile";
