/**
 * `/balance?page=N` (docs/WALLET.md#credit-plans): the balance in the display currency (and the
 * USD it is kept in) and the statement, newest first, a page at a time: each movement's date and
 * time (UTC, as on the receipts), what it was, the signed amount and the balance after it. Drawn
 * on the server from the same journal as /v2/query/transactions, with plain links between pages,
 * so it works without JavaScript. Signed out: the log-in page, which comes back (the access
 * guard); a guest login has no balance and is told so.
 */
import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/balance";
import { messagesFor } from "../i18n/messages.server.ts";
import { LocalLink } from "../ui/links.tsx";
import { Pager } from "../ui/pager.tsx";
import { WalletPage } from "../features/wallet/wallet-balance.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { PRIVATE_HEADERS } from "../features/checkout/checkout.server.ts";
import { holderId, statementData, type StatementRow } from "../features/wallet/wallet-pages.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
import { requireSession } from "../features/account/require-session.server.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const userId = holderId(requireSession(context, url));
  const messages = messagesFor(context.lang, ["balance", "credit", "fail", "pager", "recharge", "wallet"]);
  return data({ statement: userId ? await statementData(context, userId, url) : null, messages }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "balance.heading", "balance.lead", "/balance");
}

const pagePath = (page: number) => (page > 1 ? `/balance?page=${page}` : "/balance");

function Statement({ rows }: { rows: StatementRow[] }) {
  const { t } = useI18n();
  return (
    <div className="statement-scroll">
      <table className="statement" aria-labelledby="statement-title">
        <thead>
          <tr>
            <th scope="col">{t("balance.col.date")}</th>
            <th scope="col">{t("balance.col.what")}</th>
            <th scope="col" className="num">
              {t("balance.col.amount")}
            </th>
            <th scope="col" className="num">
              {t("balance.col.after")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.id}-${i}`}>
              <td>
                <time dateTime={row.at}>{row.date}</time>
              </td>
              <th scope="row">{t(`balance.kind.${row.kind}`, { reference: row.reference })}</th>
              <td className={row.credit ? "num amount-in" : "num"}>{row.amount}</td>
              <td className="num">{row.balanceAfter}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function Balance() {
  const { statement } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <WalletPage page="balance" balance={statement?.balance ?? null} link={{ to: "/credit", label: "balance.toCredit" }}>
      {statement && (
        <section aria-labelledby="statement-title">
          <h2 id="statement-title">{t("balance.transactions")}</h2>
          {statement.rows.length === 0 ? (
            <div className="orders-empty" data-testid="statement-empty">
              <p>{t("balance.empty")}</p>
              <LocalLink to="/credit" className="button">
                {t("balance.toCredit")}
              </LocalLink>
            </div>
          ) : (
            <>
              <Statement rows={statement.rows} />
              <Pager page={statement.page} pages={statement.pages} label={t("balance.pages")} path={pagePath} />
            </>
          )}
        </section>
      )}
    </WalletPage>
  );
}
