/**
 * The order desk's public surface (docs/CONSOLE.md#orders): the operator console's order search,
 * an order with its timeline, internal notes, the attention queue and the fulfilment actions;
 * the views it answers and its business failures.
 */
export { createOrderDesk, NOTE_AUDIT_ACTION, type OrderDesk, type OrderDeskDeps, type OrderDeskOutcome, type OrderSearchQuery, type StaffViewer } from "./order-desk-service.ts";
export { ORDER_DESK_ERRORS, type OrderDeskError } from "./errors.ts";
export { NOTE_LENGTH, SEARCH_PAGE } from "./order-desk-rules.ts";
export { DASHBOARD_PERIODS, isDashboardPeriod, type DashboardPeriod } from "./dashboard-rules.ts";
export {
  ATTENTION_KINDS,
  type AttentionFix,
  type AttentionGroup,
  type AttentionItem,
  type AttentionKind,
  type DashboardView,
  type OrderNoteView,
  type OrderSearchPage,
  type OrderSearchRow,
  type StaffEsimView,
  type StaffOrderView,
  type TimelineActor,
  type TimelineEvent,
} from "./order-desk-view.ts";
