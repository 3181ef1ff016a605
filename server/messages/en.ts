/**
 * English API messages: what the envelope's `msg` says, and the reference set every other
 * language must match key for key. The storefront shows them as they are (PRODUCT.md#api-messages), so
 * they are written for travellers, not developers. Keys are the API's codes plus one template per
 * field problem; the `satisfies` below makes a code without an English message a compile error.
 */
import type { ApiCode } from "../http/errors.ts";
import type { FieldProblem, PageFormRefusal } from "../http/protocol-errors.ts";

export const en = {
  // --- protocol (server/http/protocol-errors.ts) ----------------------------------------
  "OK": "OK",
  "INVALID_JSON": "The request could not be read: it is not valid JSON.",
  "INVALID_FIELD": "Some of the information sent is not valid.",
  "UNSUPPORTED_MEDIA_TYPE": "Requests must be sent as JSON.",
  "BODY_TOO_LARGE": "The request is too large.",
  // --- page forms refused before they are read (server/http/page-forms.ts) ------------------
  "FORM_TOO_LARGE": "This form is too large to send. Please shorten what you typed and try again.",
  "FORM_MEDIA_TYPE": "This form could not be read. Please send it again from the page.",
  "FORM_CROSS_SITE": "This form was sent from another site and was refused. Open the page here and send it again.",
  "BAD_SIGNATURE": "The request signature is missing or invalid. Please reload the page and try again.",
  "CLOCK_SKEW": "Your device's clock is more than 5 minutes off. Please check its date and time and try again.",
  "REPLAYED_REQUEST": "This request was already received. Please try again.",
  "RATE_LIMITED": "Too many requests. Please wait a moment and try again.",
  "NOT_FOUND": "This address does not exist.",
  "INTERNAL": "Something went wrong on our side. Please try again in a moment.",
  "SERVICE_UNAVAILABLE": "The store is briefly unavailable. Please try again in a few seconds.",
  // --- catalogue (server/domain/catalog/errors.ts) --------------------------------------
  "AREA_NOT_FOUND": "We couldn't find that destination.",
  "PLAN_NOT_FOUND": "We couldn't find that plan. It may no longer be on sale.",
  "NO_SUGGESTION": "No plan for this destination covers that trip yet. Try a shorter trip or lower daily use.",
  // --- content (server/domain/content/errors.ts) ----------------------------------------
  "RESOURCE_NOT_FOUND": "This content is not available.",
  // --- accounts (server/domain/accounts/errors.ts) --------------------------------------
  "INVALID_EMAIL": "Please enter a valid e-mail address.",
  "WEAK_PASSWORD": "Your password needs 8 to 128 characters.",
  "COMMON_PASSWORD": "This password is among the most common ones and easy to guess. Please choose another.",
  "CODE_TOO_SOON": "A code was sent a moment ago. Please wait until the countdown ends before asking for a new one.",
  "CODE_INVALID": "This code is not right. Please check the code in the e-mail and try again.",
  "CODE_LOCKED": "This code was entered wrongly too many times. Please ask for a new code.",
  "CODE_EXPIRED": "This code has expired or was already used. Please ask for a new code.",
  "EMAIL_TAKEN": "This e-mail address already has an account. Please log in instead.",
  "INVALID_CREDENTIALS": "The e-mail address or password is not right.",
  "LOGIN_THROTTLED": "Too many unsuccessful attempts. Please wait a moment before trying again, or reset your password with a code sent to your e-mail.",
  "PASSWORD_BUSY": "Many sign-ins are being checked right now. Please try again in a few seconds.",
  "SENDS_THROTTLED": "Too many codes were requested. Please try again later.",
  "SESSION_REQUIRED": "Please log in again to continue.",
  "WRONG_PASSWORD": "Your current password is not right.",
  "GUEST_TOKEN_INVALID": "This guest sign-in has expired. Please continue as a guest again.",
  "PARTNER_KEY_INVALID": "This partner key is not valid. Check the API key and the request signature.",
  // --- privacy self-service (server/domain/privacy/errors.ts) ---------------------------
  "DELETE_BALANCE_NOT_EMPTY": "The balance still holds money. Please spend it, or write to customer service to have it paid out, before deleting your account.",
  "DELETE_BALANCE_PENDING": "An order or a balance top-up is still waiting for its payment or its delivery, and may return money to your balance. Please try again once it is finished.",
  "EXPORT_THROTTLED": "You have downloaded your data many times in the last hour. Please try again later.",
  // --- orders (server/domain/orders/errors.ts) -------------------------------------------
  "DAYS_INVALID": "Please choose between 1 and 30 days for a daily plan.",
  "IDEMPOTENCY_KEY_INVALID": "This order request is missing its one-time key. Please reload the page and try again.",
  "ORDER_IDEMPOTENCY_CONFLICT": "This order was already placed with different details. Please reload the page and try again.",
  "ORDER_EMAIL_REQUIRED": "Please enter the e-mail address we should send your eSIM to.",
  "ORDER_NOT_FOUND": "We couldn't find this order.",
  "ORDER_NOT_PAYABLE": "This order can no longer be paid: it is already paid, cancelled or refunded.",
  "REFUND_NOT_ALLOWED": "This eSIM can no longer be refunded: it has been installed or its validity has started.",
  "PLAN_TEMPORARILY_UNAVAILABLE": "This plan is temporarily unavailable. Please try again later or choose another plan.",
  "BALANCE_ACCOUNT_ONLY": "The balance is for registered accounts. Sign up or log in to use it.",
  "CREDIT_PLAN_NOT_FOUND": "This credit plan is no longer on sale. Please choose another one.",
  "RECHARGE_NOT_FOUND": "We could not find this top-up of your balance.",
  "RECHARGE_NOT_PAYABLE": "This balance top-up can no longer be paid: it is already credited or was cancelled.",
  // --- reviews (server/domain/reviews/errors.ts) ----------------------------------------
  "REVIEW_NOT_YET": "You can review this order once you have used its eSIM, or when its validity has ended.",
  "REVIEW_EXISTS": "You have already reviewed this order. You can change your review on the orders page for 30 days after writing it.",
  "REVIEW_NOT_FOUND": "This order has no review to change yet.",
  "REVIEW_EDIT_CLOSED": "This review can no longer be changed: reviews can be edited for 30 days after they are written.",
  "REVIEW_RATING_INVALID": "Please choose between 1 and 5 stars.",
  "REVIEW_TOO_LONG": "Your review is too long. Please keep it to 1,000 characters.",
  "REVIEW_LINK": "Reviews cannot contain web addresses or e-mail addresses. Please remove them and try again.",
  "REVIEW_CHARACTERS": "Your review contains characters that cannot be shown, such as invisible control characters. Please remove them and try again.",
  "REVIEW_UNKNOWN": "There is no such review. It may have been removed.",
  "REVIEW_REJECT_REASON": "Please choose why the review is not published.",
  "REVIEW_REPLY_LENGTH": "The reply must be between 1 and 1,000 characters long.",
  "REVIEW_REPLY_CHARACTERS": "The reply contains characters that cannot be shown, such as invisible control characters. Please remove them and try again.",
  // --- staff accounts (server/domain/staff/errors.ts) -----------------------------------
  "STAFF_OWNER_EXISTS": "This store already has an owner. Owners invite further staff from the console.",
  "STAFF_INVITE_INVALID": "This invitation link does not work: it was already used, replaced by a newer one, or has expired. Ask an owner for a new invitation.",
  "STAFF_CODE_INVALID": "That code does not match. Check that your authenticator app shows the account you just added, and type its current six-digit code.",
  "STAFF_SIGN_IN_FAILED": "The e-mail address, password or code is not right.",
  "STAFF_SIGN_IN_THROTTLED": "Too many sign-in attempts. Please wait 15 minutes and try again.",
  "STAFF_DISABLED": "This staff account is disabled. Ask an owner to enable it again.",
  "STAFF_FORBIDDEN": "Your role does not allow this. Ask an owner if you need it.",
  "STAFF_ROLES_INVALID": "Choose at least one role from the list.",
  "STAFF_EMAIL_TAKEN": "This e-mail address already belongs to a member of staff.",
  "STAFF_NOT_FOUND": "We could not find this member of staff.",
  // --- price campaigns (server/domain/pricing/errors.ts) -----------------------------------
  "CAMPAIGN_NOT_FOUND": "We could not find this campaign.",
  "CAMPAIGN_ID_TAKEN": "Another campaign already has this id. Ids are never reused, because orders keep the campaign that priced them: choose a new one.",
  "CAMPAIGN_ID_INVALID": "The id may only use lowercase letters, digits and single hyphens, such as christmas-2026 (at most 60 characters).",
  "CAMPAIGN_PERCENT_INVALID": "The discount must be a whole number from 1 to 90 percent.",
  "CAMPAIGN_DATES_INVALID": "Check the dates: the last day must be on or after the first, and not already past.",
  "CAMPAIGN_SCOPE_INVALID": "Check what the campaign applies to: name at least one region, destination or plan, each once (plans as destination/plan), or none for every plan.",
  "CAMPAIGN_SCOPE_UNKNOWN": "The campaign names a region, destination or plan that is not on sale. Pick them from the catalogue.",
  "CAMPAIGN_BANNER_INVALID": "Check the banner: its title, text and button need all seven languages in plain text, and it needs a storefront page to link to, such as /japan.",
  "CAMPAIGN_ENDED": "This campaign has ended and can no longer be changed. Create a new campaign instead.",
  // --- the console's fulfilment actions (server/domain/checkout/errors.ts) -----------
  "ORDER_NOT_DELIVERED": "This order has no delivered eSIM to act on: it is not paid yet, still being fulfilled, was refunded, or is a top-up.",
  "INSTALL_MAIL_LIMITED": "The install e-mail for this order has been sent again three times in the last hour. Please wait before sending it again.",
  "FULFILMENT_NOT_PENDING": "Only a paid order still waiting for its eSIM or top-up can be retried.",
  "ESIM_NOT_FOUND": "This order has no eSIM yet.",
  "ESIM_IN_USE": "This eSIM has been downloaded or used, so it can no longer be cancelled.",
  "ESIM_PROVIDER_UNAVAILABLE": "The eSIM provider did not answer. Nothing was changed; please try again in a moment.",
  // --- the console's order desk (server/domain/order-desk/errors.ts) -----------------
  "ORDER_SEARCH_QUERY_INVALID": "Search for an order number (RW and 10 digits), an e-mail address or an ICCID (18 to 22 digits).",
  "ORDER_SEARCH_RANGE_INVALID": "Enter dates as YYYY-MM-DD, with the start date on or before the end date.",
  "ORDER_NOTE_LENGTH": "A note must be between 1 and 2,000 characters long.",
  "ORDER_NOTE_CHARACTERS": "The note contains characters that cannot be shown, such as invisible control characters. Please remove them and try again.",
  // --- staff refunds (server/domain/checkout/errors.ts REFUND_ERRORS) -------------------
  "REFUND_AMOUNT_INVALID": "The refund amount must be a whole number of cents above zero.",
  "REFUND_AMOUNT_TOO_LARGE": "That is more than is left to refund on this order.",
  "ORDER_NOT_PAID": "This order was never paid, so there is nothing to refund.",
  "REFUND_REASON_INVALID": "Choose a reason for the refund from the list.",
  "REFUND_NOTE_INVALID": "The note can be at most 500 characters of plain text.",
  "REFUND_IDEMPOTENCY_CONFLICT": "This refund was already sent with different details. Reload the order and check what was refunded before trying again.",
  // --- promo codes (server/domain/promos/errors.ts) -------------------------------------
  "PROMO_CODE_INVALID": "This promo code is not valid. Please check it and try again.",
  "PROMO_CODE_NOT_STARTED": "This promo code is not valid yet. Please try again once the offer has started.",
  "PROMO_CODE_EXPIRED": "This promo code has expired.",
  "PROMO_CODE_USED_UP": "This promo code has reached its limit of uses and is no longer available.",
  "PROMO_CODE_ALREADY_REDEEMED": "You have already used this promo code.",
  "PROMO_NEW_CUSTOMERS_ONLY": "This promo code is only for new customers, before their first purchase.",
  // --- promo codes: the operator's changes (PROMO_OPERATOR_ERRORS) ----------------------
  "PROMO_CODE_FORMAT": "A promo code is 3 to 40 characters: the letters A to Z, digits and hyphens.",
  "PROMO_PERCENT_RANGE": "A percentage discount is a whole number from 1 to 100.",
  "PROMO_AMOUNT_RANGE": "The amount must be more than zero and at most {max}.",
  "PROMO_MAX_USES_INVALID": "The number of uses in all must be a whole number of at least 1, or left empty for no limit.",
  "PROMO_PER_USER_INVALID": "The number of uses per account must be a whole number of at least 1.",
  "PROMO_MIN_ORDER_INVALID": "The minimum order must be zero or more, and at most {max}.",
  "PROMO_MIN_ORDER_ON_CREDIT": "A minimum order applies only to discounts (percentage or fixed amount), not to a credit code.",
  "PROMO_ENDS_BEFORE_START": "The code must end after it starts.",
  "PROMO_ALREADY_ENDED": "The end lies in the past: the code would already have ended.",
  "PROMO_CODE_EXISTS": "The code {code} already exists. Choose another one.",
  "PROMO_NOT_FOUND": "There is no promo code {code}.",
  // --- top-ups (server/domain/topups/errors.ts) -----------------------------------------
  "TOPUP_DAILY_PLAN": "This is a daily plan: its data renews every day, so it cannot be topped up.",
  "TOPUP_ORDER_REFUNDED": "This order was refunded, so its eSIM no longer works and cannot be topped up.",
  "TOPUP_ESIM_ENDED": "This eSIM can no longer be topped up: it was switched off, removed from the phone, or expired without being used.",
  "TOPUP_NOT_READY": "This eSIM is still being prepared. You can top it up as soon as it is ready.",
  "TOPUP_NONE_ON_SALE": "There are no top-ups on sale for this destination at the moment.",
  "TOPUP_PACKAGE_NOT_FOUND": "This top-up is not available for this eSIM. Please choose one of those offered.",
  "RT_NOBEL_ERROR_10029": "Please confirm you are not a robot.",
  // --- payments (server/domain/payments/errors.ts) ----------------------------------------
  "RT_NOBEL_ERROR_10031": "Payment is unavailable, please contact customer service",
  // --- INVALID_FIELD details: {field} is the dotted path of the offending field ---------
  "field.required": "The field “{field}” is required.",
  "field.type": "The field “{field}” has the wrong type.",
  "field.unknown": "The field “{field}” is not allowed.",
  "field.range": "The field “{field}” is too short, too long or out of range.",
  "field.format": "The field “{field}” is not in a valid format.",
  "field.value": "The field “{field}” has a value that is not accepted.",
  "field.characters": "The field “{field}” contains characters that cannot be used, such as invisible control characters. Please remove them and try again.",
} satisfies Record<ApiCode | PageFormRefusal | `field.${FieldProblem}`, string>;

export type ApiMessageKey = keyof typeof en;
export type ApiMessages = Record<ApiMessageKey, string>;
