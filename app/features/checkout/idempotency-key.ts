/**
 * The browser's idempotency keys for the forms that place something to pay (PRODUCT.md#checkout):
 * an order on /topay, a top-up on /topup, a recharge on /credit. One key per form, kept in session
 * storage under what the form places, so a double click, a reload or Back from the payment page
 * place it once, while a form changed in what it places is a new one. Shared so every purchase
 * keeps its keys by the same rules (and under the same prefix, which keys already stored use).
 */
import { randomId } from "../../api/api-client.ts";

const KEY_PREFIX = "roamwell.order:";
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The idempotency key this tab keeps for a form, if any. */
export function knownKey(scope: string): string | null {
  try {
    const known = sessionStorage.getItem(KEY_PREFIX + scope);
    return known && KEY_PATTERN.test(known) ? known : null;
  } catch {
    // Storage disabled: a new key; the button's busy state still stops a double click.
    return null;
  }
}

/**
 * The idempotency key of the form `scope` names (what it places, e.g. plan, days and e-mail):
 * the one kept for it, or a new one kept from now on. `fresh` replaces a key whose purchase is
 * already paid, so the same thing can be bought twice in one tab.
 */
export function formKey(scope: string, fresh: boolean): string {
  const known = fresh ? null : knownKey(scope);
  if (known) return known;
  // randomUUID exists only in secure contexts (https, localhost): elsewhere 40 random hex digits.
  const key = typeof crypto.randomUUID === "function" ? crypto.randomUUID() : randomId() + randomId();
  try {
    sessionStorage.setItem(KEY_PREFIX + scope, key);
  } catch {
    // Not kept: a reload places it again, and the unpaid one expires.
  }
  return key;
}
