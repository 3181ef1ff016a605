/** Sent on window when the visitor answers the cookie notice; a marketing dialog waits for it. */
export const COOKIE_NOTICE_ANSWERED = "roamwell:cookie-notice-answered";
