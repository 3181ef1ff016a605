/**
 * Every role against every console action: the table below is written out by hand, so a change to
 * staff-permissions.ts that grants or withdraws anything fails here until the table says the same.
 */
import { describe, expect, it } from "vitest";
import { can, PERMISSIONS, permissionsOf, STAFF_ROLES, validRoles, type Permission, type StaffRole } from "./staff-permissions.ts";

const Y = true;
const n = false;
/** Columns: owner, support, catalogue, finance, partners. */
const TABLE: Record<Permission, [owner: boolean, support: boolean, catalogue: boolean, finance: boolean, partners: boolean]> = {
  "dashboard.read": [Y, Y, Y, Y, Y],
  "orders.read": [Y, Y, n, Y, n],
  "orders.refund": [Y, Y, n, Y, n],
  "orders.fulfil": [Y, Y, n, n, n],
  "esims.cancel": [Y, Y, n, n, n],
  "customers.read": [Y, Y, n, Y, n],
  "customers.adjust-balance": [Y, n, n, Y, n],
  "customers.erase": [Y, n, n, n, n],
  "customers.block": [Y, Y, n, n, n],
  "catalogue.edit": [Y, n, Y, n, n],
  "prices.edit": [Y, n, Y, n, n],
  "campaigns.edit": [Y, n, Y, n, n],
  "promos.edit": [Y, n, Y, n, n],
  "partners.edit": [Y, n, n, n, Y],
  "partners.report": [Y, n, n, Y, Y],
  "partners.pay": [Y, n, n, Y, n],
  "reviews.moderate": [Y, Y, n, n, n],
  "audit.read": [Y, n, n, n, n],
  "staff.manage": [Y, n, n, n, n],
};

describe("roles and permissions", () => {
  it("the table covers every permission and the five roles in order", () => {
    expect(Object.keys(TABLE).sort()).toEqual([...PERMISSIONS].sort());
    expect(STAFF_ROLES).toEqual(["owner", "support", "catalogue", "finance", "partners"]);
  });

  it.each(STAFF_ROLES.flatMap((role, column) => PERMISSIONS.map((permission) => [role, permission, TABLE[permission][column]] as const)))(
    "%s may %s: %s",
    (role, permission, allowed) => {
      expect(can([role], permission)).toBe(allowed);
    },
  );

  it("the owner may do everything", () => {
    expect(permissionsOf(["owner"])).toEqual([...PERMISSIONS]);
  });

  it("a member with several roles may do what any of them allows, and nothing more", () => {
    const pairs = STAFF_ROLES.flatMap((a, i) => STAFF_ROLES.slice(i + 1).map((b) => [a, b] as [StaffRole, StaffRole]));
    for (const [a, b] of pairs) {
      for (const permission of PERMISSIONS) expect(can([a, b], permission), `${a}+${b} ${permission}`).toBe(can([a], permission) || can([b], permission));
    }
    expect(permissionsOf(["support", "partners"])).toContain("partners.edit");
    expect(permissionsOf(["support", "partners"])).not.toContain("catalogue.edit");
  });

  it("no roles, or role names it does not know, grant nothing", () => {
    for (const permission of PERMISSIONS) {
      expect(can([], permission)).toBe(false);
      expect(can(["admin", "Owner", ""], permission)).toBe(false);
    }
  });

  it("accepts a non-empty list of known roles without repeats, in the roles' order", () => {
    expect(validRoles(["finance", "support"])).toEqual(["support", "finance"]);
    expect(validRoles([])).toBeNull();
    expect(validRoles(["support", "support"])).toBeNull();
    expect(validRoles(["support", "admin"])).toBeNull();
  });
});
