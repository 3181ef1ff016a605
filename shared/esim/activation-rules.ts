/**
 * The activation code a phone scans or is given to download an eSIM profile (GSMA SGP.22,
 * "LPA:1$<SM-DP+ address>$<matching id>"), its parts for manual entry, and Apple's one-tap
 * install link (iOS 17.4+). Pure, so the eSIM simulator and the eSIM domain share one rule.
 */

export interface ActivationParts {
  /** The SM-DP+ server's host name, where the phone downloads the profile. */
  smdpAddress: string;
  /** The profile's one-time token at that server (SGP.22 "AC_Token"). */
  matchingId: string;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * A fully qualified host name: two or more labels of letters, digits and inner hyphens, 253
 * characters at most, and a last label that is not all digits (so no IPv4 address).
 */
export function isSmdpAddress(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split(".");
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels.at(-1)!);
}

/** SGP.22 lets a matching id be any text; the codes we hand out keep to what every phone's keyboard types. */
export const MATCHING_ID_PATTERN = /^[A-Z0-9-]{1,255}$/;

export const isMatchingId = (id: string) => MATCHING_ID_PATTERN.test(id);

/** "LPA:1$smdp.example.com$K2F7-..." from its parts; throws RangeError on a malformed part. */
export function activationCode(smdpAddress: string, matchingId: string): string {
  if (!isSmdpAddress(smdpAddress)) throw new RangeError(`not an SM-DP+ host name: ${smdpAddress}`);
  if (!isMatchingId(matchingId)) throw new RangeError(`not a matching id: ${matchingId}`);
  return `LPA:1$${smdpAddress}$${matchingId}`;
}

/**
 * The parts of an activation code, or null when it is not one we can deliver. Only the
 * three-field form is accepted: SGP.22's optional fourth and fifth fields (the SM-DP+ OID and
 * "a confirmation code is required") would need a code the delivery does not carry.
 */
export function parseActivationCode(code: string): ActivationParts | null {
  const m = /^LPA:1\$([^$]+)\$([^$]+)$/.exec(code);
  if (!m || !isSmdpAddress(m[1]) || !isMatchingId(m[2])) return null;
  return { smdpAddress: m[1], matchingId: m[2] };
}

/** Apple's page that installs the eSIM on the iPhone it is opened on (iOS 17.4 and later). */
export const IOS_INSTALL_BASE = "https://esimsetup.apple.com/esim_qrcode_provisioning";

export function iosInstallLink(lpa: string): string {
  if (!parseActivationCode(lpa)) throw new RangeError(`not an activation code: ${lpa}`);
  return `${IOS_INSTALL_BASE}?carddata=${encodeURIComponent(lpa)}`;
}
