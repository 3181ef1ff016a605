/** How a session was opened: an account's log-in, or a guest's (docs/PRODUCT.md#guest-log-in). */
export const LOGIN_TYPES = ["accountLogin", "guestLogin"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
