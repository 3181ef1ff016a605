/**
 * ICCIDs, the numbers printed on (and burnt into) every SIM and eSIM profile (ITU-T E.118):
 * "89" for telecommunications, a country code, the issuer's digits, a serial and a Luhn check
 * digit; 19 or 20 digits in all. Pure, so the eSIM simulator (an adapter) and the eSIM domain
 * (which checks what any provider answers) share one rule.
 */
import { luhnCheckDigit, luhnValid } from "../luhn.ts";

/**
 * The simulator's issuer prefix: 89 (telecommunications), 882 (the ITU code of international
 * networks, under which worldwide eSIM issuers number their cards) and 99, the issuer digits
 * chosen for simulated cards. Simulated eSIMs never reach a network; the prefix only has to
 * make numbers that phones and support staff recognise as ICCIDs.
 */
export const SIMULATOR_ICCID_PREFIX = "8988299";

export type IccidLength = 19 | 20;

/** 89, then 17 or 18 more digits, the last of them the Luhn check digit. */
export function isValidIccid(iccid: string): boolean {
  return /^89\d{17,18}$/.test(iccid) && luhnValid(iccid);
}

/** Bytes read as one unsigned big-endian integer. */
function toBigInt(bytes: Uint8Array): bigint {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return n;
}

/**
 * A valid ICCID under `prefix` whose serial is taken from `seed` (at least 8 bytes, e.g. an
 * HMAC): the same seed always gives the same number. A 20-digit ICCID under the 7-digit
 * simulator prefix has a 12-digit serial.
 */
export function iccidFrom(seed: Uint8Array, length: IccidLength = 20, prefix = SIMULATOR_ICCID_PREFIX): string {
  if (seed.length < 8) throw new RangeError("the seed needs at least 8 bytes");
  if (!/^89\d+$/.test(prefix)) throw new RangeError(`an ICCID prefix starts with 89: ${prefix}`);
  const serialDigits = length - 1 - prefix.length;
  if (serialDigits < 1) throw new RangeError(`prefix ${prefix} leaves no serial in ${length} digits`);
  // 64 bits reduced modulo at most 10^12 (2^40): the bias is below one in ten million.
  const serial = (toBigInt(seed.subarray(0, 8)) % 10n ** BigInt(serialDigits)).toString().padStart(serialDigits, "0");
  const payload = prefix + serial;
  return payload + String(luhnCheckDigit(payload));
}
