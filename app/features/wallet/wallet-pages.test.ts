/**
 * How the balance pages word money and the statement (docs/WALLET.md#credit-plans): the balance in
 * the display currency and plainly in USD, the statement's paging (a page past the last goes to
 * the last), its signed amounts and UTC times in the visitor's language, and the fail page's words
 * for a recharge that expired. The browser journeys (tests/e2e/wallet.spec.ts) cover one page of
 * a statement; the paging is checked here, against a statement of any length.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../shared/i18n/locales.ts";
import type { CurrencyCode } from "../../../shared/money.ts";
import type { StatementLine } from "../../../server/domain/wallet/index.ts";
import type { RechargeView } from "../../../server/domain/checkout/index.ts";
import type { RequestContext } from "../../load-context.ts";
import { rechargeFailure, STATEMENT_PAGE_SIZE, statementData, walletMoney } from "./wallet-pages.server.ts";

/** A statement of `total` lines, newest first, each +$1.00 (the newest being the balance). */
function context(lang: Lang, currency: CurrencyCode, total: number): RequestContext {
  const lines: StatementLine[] = Array.from({ length: total }, (_, i) => ({
    id: `t${total - i}`,
    kind: i % 2 ? "order" : "recharge",
    reference: i % 2 ? `RW${String(i).padStart(10, "0")}` : `RC${String(i).padStart(10, "0")}`,
    amountMinor: i % 2 ? -500 : 1_000,
    balanceAfterMinor: 10_000 - i,
    createdAt: new Date(Date.UTC(2026, 10, 23, 9, 5) - i * 60_000),
  }));
  const wallet = {
    statement: async (_userId: string, pageNum: number, pageSize: number) => ({ total, list: lines.slice((pageNum - 1) * pageSize, pageNum * pageSize) }),
    balance: async () => 5_500,
  };
  const checkout = { describeRecharge: (r: Pick<RechargeView, "lang">) => `described in ${r.lang}` };
  return {
    lang,
    currency,
    services: { wallet, checkout },
    forms: { issueToken: () => "0".repeat(32) },
  } as unknown as RequestContext;
}

const url = (search: string) => new URL(`http://shop.test/balance${search}`);

describe("the balance as the pages show it", () => {
  it("is the USD amount itself in US dollars, and the display currency with its USD in any other", () => {
    expect(walletMoney(context("en", "USD", 0), 5_500)).toEqual({ shown: "$55.00", usd: "$55.00", local: null });
    const eur = walletMoney(context("de", "EUR", 0), 5_500);
    expect(eur.usd).toBe("55,00\u00a0$");
    expect(eur.shown).toMatch(/^\d+,\d{2}\u00a0€$/);
    expect(eur.local).toBe(eur.shown);
  });
});

describe("the statement's pages", () => {
  it("has one page for an empty statement, and the first for a page that is not a number", async () => {
    const empty = await statementData(context("en", "USD", 0), "u", url("?page=abc"));
    expect(empty).toMatchObject({ total: 0, page: 1, pages: 1, rows: [] });
  });

  it("shows page N of the newest-first lines, with signed amounts and UTC times in the visitor's language", async () => {
    const total = STATEMENT_PAGE_SIZE * 2 + 1;
    const second = await statementData(context("en", "USD", total), "u", url("?page=2"));
    expect(second).toMatchObject({ page: 2, pages: 3, total });
    expect(second.rows).toHaveLength(STATEMENT_PAGE_SIZE);
    expect(second.rows[0]).toMatchObject({ id: `t${total - STATEMENT_PAGE_SIZE}`, kind: "recharge", amount: "+$10.00", credit: true });
    expect(second.rows[1]).toMatchObject({ kind: "order", amount: "\u2212$5.00", credit: false });
    const last = await statementData(context("de", "USD", total), "u", url("?page=3"));
    expect(last.rows).toHaveLength(1);
    expect(last.rows[0]!.date).toBe(new Intl.DateTimeFormat("de", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(last.rows[0]!.at)));
    expect(last.rows[0]!.balanceAfter).toBe("99,60\u00a0$");
  });

  it("sends a page past the last to the last, in the page's language", async () => {
    const answer = await statementData(context("de", "USD", STATEMENT_PAGE_SIZE + 1), "u", url("?page=9")).catch((e: unknown) => e);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("location")).toBe("/de/balance?page=2");
    const single = await statementData(context("en", "USD", 3), "u", url("?page=2")).catch((e: unknown) => e);
    expect((single as Response).headers.get("location")).toBe("/balance");
  });
});

describe("a recharge's failed payment", () => {
  const recharge = { rechargeNo: "RC0000000001", status: "AWAITING_PAYMENT", payUsdMinor: 5_000, lang: "en" } as RechargeView;

  it("says why, offers a new attempt, and leads back to the credit plans", () => {
    const page = rechargeFailure(context("en", "USD", 0), recharge, { failureCode: "card_declined" } as never);
    expect(page).toMatchObject({ orderNo: "RC0000000001", amount: "$50.00", reason: "fail.reason.declined", retry: true, back: { path: "/credit" } });
    expect(page.title).toBe("described in en");
  });

  it("words an expired recharge as a recharge, not an order, and offers no new attempt", () => {
    const page = rechargeFailure(context("ja", "USD", 0), { ...recharge, status: "CANCELLED" }, null);
    expect(page).toMatchObject({ reason: "recharge.fail.expired", retry: false });
    expect(page.title).toBe("described in ja");
  });
});
