/** The console's navigation offers each role the sections its permissions open (the server checks again). */
import { describe, expect, it } from "vitest";
import { permissionsOf } from "../../server/domain/staff/index.ts";
import { sectionsFor } from "./sections.ts";

const pathsOf = (role: Parameters<typeof permissionsOf>[0][number]) => sectionsFor(permissionsOf([role])).map((s) => s.path.replace("/admin/", ""));

describe("the console's sections", () => {
  it("are offered by role", () => {
    expect(pathsOf("owner")).toEqual(["orders", "attention", "customers", "reviews", "catalogue", "campaigns", "promos", "partners", "staff", "audit"]);
    expect(pathsOf("support")).toEqual(["orders", "attention", "customers", "reviews"]);
    // Catalogue members see the queue's supplier balance and catalogue syncs, and their own sections.
    expect(pathsOf("catalogue")).toEqual(["attention", "catalogue", "campaigns", "promos"]);
    expect(pathsOf("finance")).toEqual(["orders", "attention", "customers", "partners"]);
    expect(pathsOf("partners")).toEqual(["partners"]);
  });
});
