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
  // --- customers in the console (server/domain/customers/errors.ts) ---------------------
  "CUSTOMER_NOT_FOUND": "We could not find this customer.",
  "CUSTOMER_AMOUNT_INVALID": "Type an amount in dollars and cents other than zero, such as 5.00 or -2.50, of at most 10,000.00.",
  "CUSTOMER_REASON_INVALID": "Choose a reason from the list.",
  "CUSTOMER_BALANCE_TOO_LOW": "The balance does not hold that much: a debit can take it to zero, never below.",
  "CUSTOMER_BALANCE_PENDING": "An order or a recharge of this customer is still waiting for payment or delivery, and may bring money into the balance. Erase them once it is settled.",
  "CUSTOMER_CONFIRM_MISMATCH": "The e-mail address you typed is not this customer's. Nothing was erased.",
  "CUSTOMER_NOT_ACCOUNT": "This is a guest, not an account: there is no account to export or erase.",
  // --- promo codes (server/domain/promos/errors.ts) -------------------------------------
  "PROMO_CODE_INVALID": "This promo code is not valid. Please check it and try again.",
  "PROMO_CODE_NOT_STARTED": "This promo code is not valid yet. Please try again once the offer has started.",
  "PROMO_CODE_EXPIRED": "This promo code has expired.",
  "PROMO_CODE_USED_UP": "This promo code has reached its limit of uses and is no longer available.",
  "PROMO_CODE_ALREADY_REDEEMED": "You have already used this promo code.",
  "PROMO_NEW_CUSTOMERS_ONLY": "This promo code is only for new customers, before their first purchase.",
  // --- top-ups (server/domain/topups/errors.ts) -----------------------------------------
  "TOPUP_DAILY_PLAN": "This is a daily plan: its data renews every day, so it cannot be topped up.",
  "TOPUP_ORDER_REFUNDED": "This order was refunded, so its eSIM no longer works and cannot be topped up.",
  "TOPUP_ESIM_ENDED": "This eSIM can no longer be topped up: it was switched off, removed from the phone, or expired without being used.",
  "TOPUP_NOT_READY": "This eSIM is still being prepared. You can top it up as soon as it is ready.",
  "TOPUP_NONE_ON_SALE": "There are no top-ups on sale for this destination at the moment.",
  "TOPUP_PACKAGE_NOT_FOUND": "This top-up is not available for this eSIM. Please choose one of those offered.",
  "RT_NOBEL_ERROR_10029": "Please confirm you are not a robot.",
  "ACCOUNT_BLOCKED": "This account has been blocked, so it cannot sign in or buy. Please write to customer service if you think this is a mistake.",
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
