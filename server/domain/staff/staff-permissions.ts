/**
 * Roles and permissions of the operator console, as data (docs/CONSOLE.md#roles). A role is a
 * group of permissions; a member may hold several and may do what any of them allows. Every
 * console action names the one permission it needs and the server checks it (`can`), whatever
 * the page shows. Changing who may do what is an edit of ROLE_PERMISSIONS and of the table in
 * staff-permissions.test.ts, which spells out every role against every permission.
 */

// The role names are shared with the console's pages, which offer them when inviting.
import { STAFF_ROLES, type StaffRole } from "../../../shared/console.ts";

export { STAFF_ROLES, type StaffRole };

export const PERMISSIONS = [
  "dashboard.read",
  "orders.read",
  "orders.refund",
  /** Resend the install mail, refresh an eSIM from the supplier, retry or reconcile a stuck fulfilment. */
  "orders.fulfil",
  "esims.cancel",
  "customers.read",
  "customers.adjust-balance",
  "customers.erase",
  /** Block or unblock a customer, and sign them out everywhere. */
  "customers.block",
  "catalogue.edit",
  "prices.edit",
  "campaigns.edit",
  "promos.edit",
  "partners.edit",
  "partners.report",
  /** Record a payout to a partner: money leaves the store. */
  "partners.pay",
  "reviews.moderate",
  "audit.read",
  "staff.manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What each role may do besides the owner, who may do everything. Erasing a customer cannot be
 * undone and reading the audit log shows every member's doings, so both stay with the owner;
 * so does managing staff.
 */
const ROLE_PERMISSIONS: Record<Exclude<StaffRole, "owner">, readonly Permission[]> = {
  /** Answers buyers: finds and fixes orders, refunds, cancels unused eSIMs, blocks an abusive customer, moderates reviews. */
  support: ["dashboard.read", "orders.read", "orders.refund", "orders.fulfil", "esims.cancel", "customers.read", "customers.block", "reviews.moderate"],
  /** Catalogue and pricing: plans and areas, prices and markups, campaigns, promo codes. */
  catalogue: ["dashboard.read", "catalogue.edit", "prices.edit", "campaigns.edit", "promos.edit"],
  /** Money: refunds, balance adjustments through the ledger, partners' commission reports and payouts. */
  finance: ["dashboard.read", "orders.read", "orders.refund", "customers.read", "customers.adjust-balance", "partners.report", "partners.pay"],
  /** The partner programme: merchants, short codes, commission rates, their reports and approving commissions (paying them is finance's). */
  partners: ["dashboard.read", "partners.edit", "partners.report"],
};

const isRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** Whether a member holding `roles` may do what `permission` names. Unknown role names grant nothing. */
export function can(roles: readonly string[], permission: Permission): boolean {
  return roles.some((role) => isRole(role) && (role === "owner" || ROLE_PERMISSIONS[role].includes(permission)));
}

/** Everything `roles` allow, in PERMISSIONS order (what a page may offer). */
export function permissionsOf(roles: readonly string[]): Permission[] {
  return PERMISSIONS.filter((p) => can(roles, p));
}

/** The roles as given, if they are a non-empty list of known roles without repeats, in STAFF_ROLES order; null otherwise. */
export function validRoles(roles: readonly string[]): StaffRole[] | null {
  if (roles.length === 0 || new Set(roles).size !== roles.length || !roles.every(isRole)) return null;
  return STAFF_ROLES.filter((r) => roles.includes(r));
}
