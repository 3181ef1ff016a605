/**
 * Business failures of the order desk (docs/CONSOLE.md#orders). An unknown order is the
 * checkout's ORDER_NOT_FOUND, a member whose roles do not allow the read or the note the staff's
 * STAFF_FORBIDDEN; the fulfilment actions answer the checkout's FULFILMENT_ACTION_ERRORS.
 */
export const ORDER_DESK_ERRORS = [
  /** The search is none of an order number, an e-mail address or an ICCID. */
  "ORDER_SEARCH_QUERY_INVALID",
  /** A from or to day that is not a YYYY-MM-DD day, or a from day after the to day. */
  "ORDER_SEARCH_RANGE_INVALID",
  /** An internal note that is empty or longer than 2,000 characters. */
  "ORDER_NOTE_LENGTH",
  /** An internal note holding control characters (or broken text) that no page can show. */
  "ORDER_NOTE_CHARACTERS",
] as const;

export type OrderDeskError = (typeof ORDER_DESK_ERRORS)[number] | "ORDER_NOT_FOUND" | "STAFF_FORBIDDEN";
