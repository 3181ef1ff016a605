import { describe, expect, it } from "vitest";
import { parsePromoArgs, PROMO_USAGE } from "./promo-cli-args.ts";

const args = (line: string) => parsePromoArgs(line.split(" ").filter(Boolean));
const refusal = (line: string) => {
  const parsed = args(line);
  if (parsed.ok) throw new Error(`"${line}" was accepted`);
  return parsed.message;
};

describe("npm run promo -- create", () => {
  it("takes the code, kind and value, with the defaults of everything else", () => {
    expect(args("create welcome5 --kind credit --value 500")).toEqual({
      ok: true,
      value: {
        command: "create",
        promo: { code: "WELCOME5", kind: "CREDIT", value: 500, maxUses: null, perUserLimit: 1, newCustomersOnly: false, minOrderMinor: 0, startsAt: null, expiresAt: null },
      },
    });
  });

  it("takes every option, in any order and as --name=value", () => {
    const parsed = args("create --kind=Percent SUMMER-15 --value 15 --max-uses 10 --per-user 2 --new-customers --min-order 1000 --starts 2026-12-01 --expires=2027-01-31");
    expect(parsed).toEqual({
      ok: true,
      value: {
        command: "create",
        promo: {
          code: "SUMMER-15",
          kind: "PERCENT",
          value: 15,
          maxUses: 10,
          perUserLimit: 2,
          newCustomersOnly: true,
          minOrderMinor: 1000,
          startsAt: new Date("2026-12-01T00:00:00.000Z"),
          // Through the 31st: it ends as February begins.
          expiresAt: new Date("2027-02-01T00:00:00.000Z"),
        },
      },
    });
  });

  it("takes ISO times with their zone as they are", () => {
    const parsed = args("create FLASH --kind fixed --value 300 --starts 2026-12-01T09:00Z --expires 2026-12-01T21:30:00+01:00");
    expect(parsed.ok && parsed.value.command === "create" && parsed.value.promo).toMatchObject({
      startsAt: new Date("2026-12-01T09:00:00.000Z"),
      expiresAt: new Date("2026-12-01T20:30:00.000Z"),
    });
  });

  it("refuses what is missing", () => {
    expect(refusal("create")).toMatch(/create needs the code/);
    expect(refusal("create CODE --value 500")).toMatch(/create needs --kind credit, percent or fixed/);
    expect(refusal("create CODE --kind credit")).toMatch(/create needs --value \(cents: 500 for \$5\.00\)/);
    expect(refusal("create CODE --kind percent")).toMatch(/create needs --value \(1-100 \(%\)\)/);
    expect(refusal("create CODE --kind credit --value")).toMatch(/argument missing/);
  });

  it("refuses amounts that are not whole cents, rather than read 5.00 as 5 cents", () => {
    expect(refusal("create CODE --kind credit --value 5.00")).toBe('--value must be a whole number, not "5.00" (amounts are cents: 500 for $5.00)');
    expect(refusal("create CODE --kind fixed --value 500 --min-order 10.5")).toMatch(/--min-order must be a whole number/);
    expect(refusal("create CODE --kind credit --value 5e2")).toMatch(/whole number/);
    expect(refusal("create CODE --kind credit --value=-500")).toMatch(/whole number/);
    expect(refusal("create CODE --kind credit --value 500 --max-uses ten")).toBe('--max-uses must be a whole number, not "ten"');
  });

  it("refuses an unknown kind, an unknown option, two codes and days that do not exist", () => {
    expect(refusal("create CODE --kind gift --value 500")).toBe('--kind must be credit, percent or fixed, not "gift"');
    expect(refusal("create CODE --kind credit --value 500 --limit 3")).toMatch(/Unknown option '--limit'/);
    expect(refusal("create ONE TWO --kind credit --value 500")).toBe("create takes one code, got ONE TWO");
    expect(refusal("create CODE --kind credit --value 500 --expires 2027-02-30")).toBe("--expires: there is no day 2027-02-30");
    expect(refusal("create CODE --kind credit --value 500 --starts 01/12/2026")).toMatch(/--starts must be a day \(2026-12-01\) or an ISO time with its zone/);
    // A time without its zone would be read differently on different machines.
    expect(refusal("create CODE --kind credit --value 500 --starts 2026-12-01T09:00")).toMatch(/ISO time with its zone/);
  });
});

describe("npm run promo -- disable and list", () => {
  it("disable takes exactly one code, upper-cased", () => {
    expect(args("disable welcome5")).toEqual({ ok: true, value: { command: "disable", code: "WELCOME5" } });
    expect(refusal("disable")).toMatch(/disable needs the code/);
    expect(refusal("disable ONE TWO")).toBe("disable takes one code, got ONE TWO");
    expect(refusal("disable CODE --kind credit")).toBe("disable takes no options (got --kind)");
  });

  it("list takes nothing", () => {
    expect(args("list")).toEqual({ ok: true, value: { command: "list" } });
    expect(refusal("list --new-customers")).toBe("list takes no options (got --new-customers)");
    expect(refusal("list ALL")).toBe("list takes no arguments (got ALL)");
  });

  it("asks for a command it knows, and answers help", () => {
    expect(refusal("")).toBe("which command?");
    expect(refusal("delete CODE")).toBe('unknown command "delete"');
    for (const help of ["help", "--help", "-h", "create --help"]) expect(args(help), help).toEqual({ ok: true, value: { command: "help" } });
    expect(PROMO_USAGE).toMatch(/^usage: npm run promo -- <command>/);
  });
});
