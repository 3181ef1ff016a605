/**
 * `/admin/reviews` (owners and support, `reviews.moderate`): order reviews by status (waiting,
 * published, rejected), newest first, 20 a page; publishing, rejecting with a reason, and the
 * store's public reply (docs/CONSOLE.md#reviews). The reviews service checks the member's
 * permission again for each action and writes its audit entry.
 */
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/reviews";
import { LANG_NAMES } from "../../../shared/i18n/locales.ts";
import { REJECT_REASONS, REVIEW_STATUSES, type ReviewStatus } from "../../../shared/review-rules.ts";
import { consoleText, field, guardConsoleForm, requireStaff, staffClient, type Refusal } from "../../console/console.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, FormAlert, MemberFormFields } from "../../console/console-ui.tsx";
import type { ConsoleKey } from "../../console/messages/en.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

const PAGE = 20;
/** Pages further than this are not offered: a list that long is read by its newest end. */
const MAX_PAGE = 10_000;

const statusOf = (value: string | null): ReviewStatus => (REVIEW_STATUSES.includes(value as ReviewStatus) ? (value as ReviewStatus) : "pending");

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "reviews.moderate");
  const url = new URL(request.url);
  const status = statusOf(url.searchParams.get("status"));
  const asked = Number(url.searchParams.get("page") ?? "1");
  const pageNum = Number.isSafeInteger(asked) && asked >= 1 ? Math.min(asked, MAX_PAGE) : 1;
  const found = await context.services.reviews.page(member.session, status, { pageNum, pageSize: PAGE }, context.lang);
  if (!found.ok) throw new Response(null, { status: 403 });
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    status,
    pageNum,
    total: found.obj.total,
    more: pageNum * PAGE < found.obj.total,
    list: found.obj.list.map((r) => ({ ...r, createdAt: iso(r.createdAt)!, updatedAt: iso(r.updatedAt)!, moderatedAt: iso(r.moderatedAt), repliedAt: iso(r.repliedAt) })),
    formToken: context.forms.issueToken(),
  };
}

type Answer = (Refusal & { reviewId?: string; reply?: string }) | { ok: true; done: string };

const DONE: Record<string, ConsoleKey> = { publish: "reviews.done.published", reject: "reviews.done.rejected", reply: "reviews.done.replied", "remove-reply": "reviews.done.replyRemoved" };

export async function action({ request, context }: Route.ActionArgs): Promise<Answer> {
  const member = await requireStaff(request, context, "reviews.moderate");
  const form = await request.formData();
  const refused = await guardConsoleForm(context, "staffAction", form, member);
  if (refused) return refused;
  const { reviews } = context.services;
  const by = { actor: { staffId: member.session.staffId, roles: member.session.roles }, address: staffClient(request, context).ip };
  const intent = field(form, "intent");
  const id = field(form, "reviewId");
  const reply = field(form, "reply");
  const done =
    intent === "publish"
      ? await reviews.publish(id, by)
      : intent === "reject"
        ? await reviews.reject(id, field(form, "reason") || null, by)
        : intent === "reply"
          ? await reviews.reply(id, reply, by)
          : intent === "remove-reply"
            ? await reviews.removeReply(id, by)
            : null;
  if (!done) return { ok: false, message: consoleText(context, "form.problem") };
  // A refused reply comes back with what was typed, so nothing is lost without JavaScript either.
  if (!done.ok) return { ok: false, message: context.message(done.code), reviewId: id, ...(intent === "reply" ? { reply } : {}) };
  return { ok: true, done: consoleText(context, DONE[intent]!).replace("{orderNo}", done.obj.orderNo) };
}

const STATUS_NAMES: Record<ReviewStatus, ConsoleKey> = { pending: "reviews.status.pending", published: "reviews.status.published", rejected: "reviews.status.rejected" };

export default function Reviews() {
  const { t, dateTime } = useConsole();
  const { status, pageNum, total, more, list, formToken } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const page = (n: number) => `/admin/reviews?status=${status}${n > 1 ? `&page=${n}` : ""}`;
  return (
    <section>
      <ConsoleTitle title={t("reviews.title")} />
      <p>{t("reviews.lead")}</p>
      <nav aria-label={t("reviews.statuses")} className="console-tabs">
        {REVIEW_STATUSES.map((s) => (
          <Link key={s} to={`/admin/reviews?status=${s}`} aria-current={s === status ? "page" : undefined}>
            {t(STATUS_NAMES[s])}
          </Link>
        ))}
      </nav>
      <FormAlert message={answer && !answer.ok ? answer.message : undefined} done={answer?.ok ? answer.done : undefined} />
      <h2>
        {t(STATUS_NAMES[status])} ({total})
      </h2>
      {list.length === 0 ? (
        <p>{t("reviews.empty")}</p>
      ) : (
        <ol className="console-reviews">
          {list.map((r) => {
            const typed = answer && !answer.ok && answer.reviewId === r.id ? answer.reply : undefined;
            return (
              <li key={r.id}>
                <article aria-labelledby={`review-${r.id}`} className="console-review">
                  <h3 id={`review-${r.id}`}>{t("reviews.heading", { orderNo: r.orderNo, plan: r.plan ?? `${r.areaSlug}/${r.planSlug}` })}</h3>
                  <dl className="console-facts">
                    <dt>{t("reviews.rating")}</dt>
                    <dd>{t("reviews.stars", { rating: r.rating })}</dd>
                    <dt>{t("reviews.area")}</dt>
                    <dd>
                      <code>
                        {r.areaSlug}/{r.planSlug}
                      </code>
                    </dd>
                    <dt>{t("reviews.buyer")}</dt>
                    <dd>{r.buyer ?? t("reviews.buyer.none")}</dd>
                    <dt>{t("reviews.written")}</dt>
                    <dd>{dateTime(r.createdAt)}</dd>
                    <dt>{t("reviews.language")}</dt>
                    <dd>{LANG_NAMES[r.lang]}</dd>
                    {r.rejectReason && (
                      <>
                        <dt>{t("reviews.reason")}</dt>
                        <dd>{t(`reviews.reason.${r.rejectReason}` as ConsoleKey)}</dd>
                      </>
                    )}
                  </dl>
                  {r.text ? (
                    <blockquote className="console-review-text" lang={r.lang}>
                      {r.text}
                    </blockquote>
                  ) : (
                    <p className="console-hint">{t("reviews.noText")}</p>
                  )}
                  <div className="console-review-actions">
                    {r.status !== "published" && (
                      <Form method="post">
                        <MemberFormFields token={formToken} />
                        <input type="hidden" name="reviewId" value={r.id} />
                        <button type="submit" name="intent" value="publish" className="console-primary">
                          {t("reviews.publish")}
                        </button>
                      </Form>
                    )}
                    <Form method="post" className="console-inline">
                      <MemberFormFields token={formToken} />
                      <input type="hidden" name="reviewId" value={r.id} />
                      <label>
                        {t("reviews.reason")}
                        <select name="reason" required defaultValue={r.rejectReason ?? ""}>
                          <option value="">{t("reviews.reason.choose")}</option>
                          {REJECT_REASONS.map((reason) => (
                            <option key={reason} value={reason}>
                              {t(`reviews.reason.${reason}` as ConsoleKey)}
                            </option>
                          ))}
                        </select>
                      </label>
                      <button type="submit" name="intent" value="reject">
                        {t(r.status === "rejected" ? "reviews.rejectAgain" : "reviews.reject")}
                      </button>
                    </Form>
                  </div>
                  <Form method="post" className="console-form console-reply">
                    <MemberFormFields token={formToken} />
                    <input type="hidden" name="reviewId" value={r.id} />
                    <label>
                      {t("reviews.reply")}
                      <textarea name="reply" rows={3} required defaultValue={typed ?? r.reply ?? ""} />
                    </label>
                    <p className="console-hint">
                      {t("reviews.reply.hint")}
                      {r.repliedAt && ` ${t("reviews.reply.at", { at: dateTime(r.repliedAt) })}`}
                    </p>
                    <button type="submit" name="intent" value="reply">
                      {t(r.reply ? "reviews.reply.change" : "reviews.reply.write")}
                    </button>
                  </Form>
                  {r.reply && (
                    <Form method="post">
                      <MemberFormFields token={formToken} />
                      <input type="hidden" name="reviewId" value={r.id} />
                      <button type="submit" name="intent" value="remove-reply">
                        {t("reviews.reply.remove")}
                      </button>
                    </Form>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <nav className="console-pager" aria-label={t("reviews.pages")}>
        {pageNum > 1 && <Link to={page(pageNum - 1)}>{t("reviews.newer")}</Link>} {more && <Link to={page(pageNum + 1)}>{t("reviews.older")}</Link>}
      </nav>
    </section>
  );
}
