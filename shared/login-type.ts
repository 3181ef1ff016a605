/** How a session was opened: an account's log-in, or a guest's (docs/PRODUCT.md#guest-log-in). */
export type LoginType = "accountLogin" | "guestLogin";
