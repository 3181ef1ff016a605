/**
 * The Idempotency-Key of a call that places something (an order, a top-up, a recharge): one per
 * thing the buyer means to place, so sending it again answers the same one (docs/API.md).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
