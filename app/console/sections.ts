/**
 * The console's sections, the permission each needs (server/domain/staff/staff-permissions.ts)
 * and the key of its name and description: the navigation and the overview list only those a
 * member may open. A section is added here when its page exists.
 */
import type { ConsoleKey } from "./messages/en.ts";

export interface ConsoleSection {
  path: string;
  /** The permission it needs, or several of which any one opens it. */
  permission: string | readonly string[];
  name: ConsoleKey;
  description: ConsoleKey;
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: "/admin/orders", permission: "orders.read", name: "nav.orders", description: "home.orders" },
  { path: "/admin/attention", permission: ["orders.read", "catalogue.edit"], name: "nav.attention", description: "home.attention" },
  { path: "/admin/customers", permission: "customers.read", name: "nav.customers", description: "home.customers" },
  { path: "/admin/reviews", permission: "reviews.moderate", name: "nav.reviews", description: "home.reviews" },
  { path: "/admin/catalogue", permission: "catalogue.edit", name: "nav.catalogue", description: "home.catalogue" },
  { path: "/admin/campaigns", permission: "campaigns.edit", name: "nav.campaigns", description: "home.campaigns" },
  { path: "/admin/promos", permission: "promos.edit", name: "nav.promos", description: "home.promos" },
  { path: "/admin/partners", permission: "partners.report", name: "nav.partners", description: "home.partners" },
  { path: "/admin/staff", permission: "staff.manage", name: "nav.staff", description: "home.staff" },
  { path: "/admin/audit", permission: "audit.read", name: "nav.audit", description: "home.audit" },
];

export const sectionsFor = (permissions: readonly string[]) =>
  CONSOLE_SECTIONS.filter((s) => (typeof s.permission === "string" ? [s.permission] : s.permission).some((p) => permissions.includes(p)));
