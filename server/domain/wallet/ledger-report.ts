/**
 * What `npm run ledger` prints (server/cli/ledger-cli.ts), as plain functions of what the ledger
 * answers, so the operator's report is tested without a database. Amounts in USD as the store
 * shows them (shared/money.ts); times in UTC.
 */
import { formatMoney } from "../../../shared/money.ts";
import type { StatementLine } from "./ledger.ts";

/** Amounts as operators read them: "$5.00". Shared with the other operator reports (promo-report.ts). */
export const usd = (minor: number) => formatMoney(minor, "USD", "en");
export const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** Columns padded to their widest cell, amounts aligned right; two spaces between columns. */
export function table(rows: string[][], rightAligned: ReadonlySet<number>): string[] {
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((r) => r[col]!.length))) ?? [];
  return rows.map((r) => r.map((cell, col) => (rightAligned.has(col) ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!))).join("  ").trimEnd());
}

/** `verify`: "books agree", or each problem on its own line; exit code 1 when there is any. */
export function verifyReport(problems: readonly string[]): { lines: string[]; exitCode: 0 | 1 } {
  if (problems.length === 0) return { lines: ["books agree"], exitCode: 0 };
  return { lines: [`${problems.length} problem${problems.length === 1 ? "" : "s"}:`, ...problems.map((p) => `  ${p}`)], exitCode: 1 };
}

/**
 * `totals`: each store account (the other side of every movement: negative is what it put into
 * wallets), all wallets together, and the sum of everything, which is zero when the books balance.
 */
export function totalsReport(store: Record<string, number>, wallets: { wallets: number; totalMinor: number }): string[] {
  const storeTotal = Object.values(store).reduce((a, b) => a + b, 0);
  const rows = [
    ...Object.entries(store).map(([account, minor]) => [account, usd(minor)]),
    [`wallets (${wallets.wallets})`, usd(wallets.totalMinor)],
    ["all accounts", usd(storeTotal + wallets.totalMinor)],
  ];
  return table(rows, new Set([1]));
}

/** `balance <email>`: the balance, then the latest statement lines, newest first. */
export function balanceReport(email: string, balanceMinor: number, statement: { total: number; list: readonly StatementLine[] }): string[] {
  const shown = statement.list.length;
  const head = `${email}: balance ${usd(balanceMinor)}, ${statement.total} entr${statement.total === 1 ? "y" : "ies"}${shown < statement.total ? ` (the latest ${shown})` : ""}`;
  if (shown === 0) return [head];
  const rows = [["when", "kind", "reference", "amount", "balance after"], ...statement.list.map((l) => [utc(l.createdAt), l.kind, l.reference ?? "-", usd(l.amountMinor), usd(l.balanceAfterMinor)])];
  return [head, ...table(rows, new Set([3, 4]))];
}
