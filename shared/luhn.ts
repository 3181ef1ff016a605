/** The Luhn check digit (ISO/IEC 7812-1): card numbers and ICCIDs end with one. */
/** The digit that makes `payload` + digit pass the Luhn check (ISO/IEC 7812-1). */
export function luhnCheckDigit(payload: string): number {
  if (!/^\d+$/.test(payload)) throw new RangeError(`digits expected: ${payload}`);
  let sum = 0;
  // The check digit will be the rightmost, so the payload's last digit is the first doubled.
  for (let i = 0; i < payload.length; i++) {
    let d = payload.charCodeAt(payload.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit is the Luhn check digit of the others. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}
