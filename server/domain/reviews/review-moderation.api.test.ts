// @both-engines: each moderation runs under the review's row lock with its audit entry in the same transaction; two replies at once must chain.
/**
 * The console's moderation of reviews (docs/CONSOLE.md#reviews) through the reviews service, as
 * the console's page calls it, with real staff members: who may list and change reviews, the
 * reject reasons, the audit entries, and the store's public reply as the storefront shows it (the
 * query endpoint, the plan page in the page's language, its Product JSON-LD).
 */
import { TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import type { OwnReview, ReviewsPage } from "../../../shared/api/reviews.ts";
import { DAY, MINUTE, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { buildStorefront, BUILD_TIMEOUT_MS } from "../../../tests/support/storefront-build.ts";
import { call } from "../../../tests/support/test-app.ts";
import { de as deStore } from "../../../app/i18n/messages/de.ts";
import { en as enStore } from "../../../app/i18n/messages/en.ts";
import type { StaffRole } from "../staff/index.ts";
import type { ModerationBy, ReviewActor } from "./index.ts";

const CREATE = "/v2/create/dataPlanOrderReviewed";
const PAGE = "/v2/query/dataPlanOrderReviewedPage";
const PASSWORD = "Harbour lights at 6";

beforeAll(buildStorefront, BUILD_TIMEOUT_MS);
const c = useCheckoutApp({ storefront: true });
const reviews = () => c.t.services.reviews;
const staff = () => c.t.services.staff;

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}

let members = 0;
/** Sets up an invitation's or the owner's link with the code an authenticator app would show now. */
async function setUp(token: string): Promise<ReviewActor> {
  const setup = expectOk(await staff().beginSetup(token));
  const code = new TOTP({ secret: setup.secret }).generate({ timestamp: c.now().getTime() });
  const accepted = expectOk(await staff().acceptInvite({ token, password: PASSWORD, code, client: { ip: "198.51.100.7" } }));
  return { staffId: accepted.staff.id, roles: accepted.staff.roles };
}

let ownerMade: Promise<ReviewActor> | null = null;
const owner = () => (ownerMade ??= (async () => setUp(expectOk(await staff().createOwner(`owner.${Date.now().toString(36)}@staff.roamwell.test`)).token))());

/** A member with `roles`, invited by the owner; their set-up link read from the mail. */
async function member(roles: StaffRole[]): Promise<ReviewActor> {
  const email = `member${++members}.${Date.now().toString(36)}@staff.roamwell.test`;
  expectOk(await staff().invite((await owner()).staffId, { email, roles, lang: "en" }, { ip: "198.51.100.7" }));
  await c.t.services.mailWorker.runOnce();
  const token = c.t.sentMail.filter((m) => m.to === email).at(-1)?.text.match(/\/admin\/setup\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return setUp(token);
}

const by = (actor: ReviewActor, address = "203.0.113.9"): ModerationBy => ({ actor, address });

/** A buyer's waiting review of a new order of `plan`. */
async function waitingReview(plan: { area: string; plan: string }, text = "Worked from the airport on.") {
  const buyer = await c.accountWithBalance(0);
  const { order } = await c.buy(buyer.token, plan);
  c.advance(10 * MINUTE);
  const written = await call<OwnReview>(c.t.app, CREATE, { orderNo: order.orderNo, rating: 4, text }, { token: buyer.token, lang: "en" });
  expect(written.body, written.body.msg).toMatchObject({ success: true });
  return { ...buyer, orderNo: order.orderNo, review: written.body.obj! };
}

const auditOf = async (reviewId: string) => expectOk(await staff().auditEntries(await owner(), { targetId: reviewId })).reverse();

const pageOf = async (fields: Record<string, unknown>, lang?: string): Promise<ReviewsPage> => (await call<ReviewsPage>(c.t.app, PAGE, fields, { lang })).body.obj!;

async function productLd(path: string): Promise<Record<string, unknown>> {
  const res = await c.t.app.inject({ method: "GET", url: path });
  expect(res.statusCode).toBe(200);
  const blocks = [...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return blocks.find((b) => b["@type"] === "Product")!;
}

describe("who moderates", () => {
  it("refuses members whose roles do not include reviews.moderate, and writes nothing", async () => {
    const { review } = await waitingReview({ area: "japan", plan: "5gb-30-days" });
    const catalogue = await member(["catalogue"]);
    expect(await reviews().page(catalogue, "pending", { pageNum: 1, pageSize: 20 }, "en")).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await reviews().publish(review.id, by(catalogue))).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await reviews().reject(review.id, "offensive", by(catalogue))).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await reviews().reject(review.id, "no-such-reason", by(catalogue))).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await reviews().reply(review.id, "Thank you!", by(catalogue))).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await reviews().reply(review.id, "", by(catalogue))).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await reviews().removeReply(review.id, by(catalogue))).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect((await reviews().list("pending")).find((r) => r.id === review.id)).toMatchObject({ status: "pending", reply: null });
    expect(await auditOf(review.id)).toEqual([]);
  });

  it("lets support list, publish and reject with a reason; each change is in the audit log with who, before, after and where", async () => {
    const { review, email, orderNo } = await waitingReview({ area: "japan", plan: "5gb-30-days" });
    const support = await member(["support"]);
    const waiting = expectOk(await reviews().page(support, "pending", { pageNum: 1, pageSize: 50 }, "en"));
    // Newest first: the review just written leads, the buyer masked.
    expect(waiting.list[0]).toMatchObject({ id: review.id, orderNo, status: "pending", rating: 4, text: "Worked from the airport on.", lang: "en", areaSlug: "japan", planSlug: "5gb-30-days", plan: "5\u00a0GB · 30\u00a0days", buyer: `${email[0]}***${email.slice(email.indexOf("@"))}` });
    expect(JSON.stringify(waiting)).not.toContain(email);

    expect(expectOk(await reviews().publish(review.id, by(support)))).toMatchObject({ status: "published", rejectReason: null });
    for (const reason of [null, "", "rude"]) expect(await reviews().reject(review.id, reason, by(support)), String(reason)).toEqual({ ok: false, code: "REVIEW_REJECT_REASON" });
    expect(expectOk(await reviews().reject(review.id, "personal-data", by(support)))).toMatchObject({ status: "rejected", rejectReason: "personal-data" });
    expect(expectOk(await reviews().page(support, "rejected", { pageNum: 1, pageSize: 50 }, "de")).list.find((r) => r.id === review.id)).toMatchObject({ rejectReason: "personal-data", plan: "5\u00a0GB · 30\u00a0Tage" });
    // The same decision again changes nothing and records nothing.
    expectOk(await reviews().reject(review.id, "personal-data", by(support)));
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) expect(await reviews().publish(id, by(support))).toEqual({ ok: false, code: "REVIEW_UNKNOWN" });

    expect(await auditOf(review.id)).toMatchObject([
      { action: "review.published", staffId: support.staffId, targetKind: "review", targetId: review.id, before: { status: "pending" }, after: { status: "published" }, address: "203.0.113.9" },
      { action: "review.rejected", staffId: support.staffId, before: { status: "published" }, after: { status: "rejected", reason: "personal-data" } },
    ]);

    // The command line moderates without a member: recorded as no one, and a reason is optional there.
    expectOk(await reviews().publish(review.id));
    expect((await auditOf(review.id)).at(-1)).toMatchObject({ action: "review.published", staffId: null, address: null, after: { status: "published" } });
  });

  it("forgets the reject reason when the author changes the review", async () => {
    const { review, token, orderNo } = await waitingReview({ area: "japan", plan: "5gb-30-days" });
    expectOk(await reviews().reject(review.id, "off-topic", by(await owner())));
    c.advance(DAY);
    const changed = await call<OwnReview>(c.t.app, CREATE, { orderNo, rating: 5, text: "About the eSIM now.", edit: true }, { token });
    expect(changed.body.obj).toMatchObject({ status: "pending" });
    expect((await reviews().list("pending")).find((r) => r.id === review.id)).toMatchObject({ rejectReason: null });
  });
});

describe("the store's reply", () => {
  it("is 1 to 1,000 storable characters", async () => {
    const { review } = await waitingReview({ area: "japan", plan: "5gb-30-days" });
    const o = by(await owner());
    for (const text of ["", "   \n ", "a".repeat(1001)]) expect(await reviews().reply(review.id, text, o), `${text.length}`).toEqual({ ok: false, code: "REVIEW_REPLY_LENGTH" });
    expect(await reviews().reply(review.id, "Thanks\u0007", o)).toEqual({ ok: false, code: "REVIEW_REPLY_CHARACTERS" });
    expect(expectOk(await reviews().reply(review.id, "👍".repeat(1000), o))).toMatchObject({ reply: "👍".repeat(1000) });
    expect(await reviews().reply("00000000-0000-4000-8000-000000000000", "Thanks", o)).toEqual({ ok: false, code: "REVIEW_UNKNOWN" });
  });

  it("shows under the published review in the query, on the plan page in the page's language and in its JSON-LD; changed and removed, each audited", async () => {
    // A plan of its own, so other tests' reviews are not on its pages.
    const plan = { area: "thailand", plan: "1gb-7-days" };
    const { review } = await waitingReview(plan, "Fast in Bangkok.");
    const support = await member(["support"]);
    const reply = "Thank you for travelling with us!\nSafe trips.";
    // Written while the review waits (trimmed, line breaks kept): nowhere until it is published.
    const written = expectOk(await reviews().reply(review.id, `  ${reply}\r\n`, by(support)));
    expect(written).toMatchObject({ reply, repliedAt: c.now() });
    expect((await pageOf(plan)).list.map((r) => r.id)).not.toContain(review.id);
    expectOk(await reviews().publish(review.id, by(support)));
    const shown = (await pageOf(plan)).list.find((r) => r.id === review.id);
    expect(shown).toMatchObject({ text: "Fast in Bangkok.", reply: { text: reply, at: c.now().toISOString() } });

    // The plan page: the label in the page's language, the reply as written.
    const brand = c.t.config.brand.name;
    for (const [prefix, messages] of [["", enStore], ["/de", deStore]] as const) {
      const html = (await c.t.app.inject({ method: "GET", url: `${prefix}/${plan.area}/${plan.plan}` })).body;
      expect(html).toContain(`<p class="review-reply-label">${messages["reviews.reply"].replace("{brand}", brand)}</p>`);
      expect(html).toContain(`<p class="review-text">Thank you for travelling with us!\nSafe trips.</p>`);
    }
    // JSON-LD: schema.org's Review has no reply; a Review is a CreativeWork, whose comment is the store's Comment.
    const ld = await productLd(`/${plan.area}/${plan.plan}`);
    expect(ld.review).toEqual([
      expect.objectContaining({ reviewBody: "Fast in Bangkok.", comment: { "@type": "Comment", text: reply, dateCreated: c.now().toISOString().slice(0, 10), author: { "@type": "Organization", name: brand } } }),
    ]);

    c.advance(MINUTE);
    expectOk(await reviews().reply(review.id, "Thank you!", by(support)));
    expect((await pageOf(plan)).list.find((r) => r.id === review.id)?.reply).toEqual({ text: "Thank you!", at: c.now().toISOString() });
    const o = await owner();
    expectOk(await reviews().removeReply(review.id, by(o)));
    // Removing it twice records it once.
    expectOk(await reviews().removeReply(review.id, by(o)));
    expect((await pageOf(plan)).list.find((r) => r.id === review.id)?.reply).toBeNull();
    expect(await productLd(`/${plan.area}/${plan.plan}`)).toMatchObject({ review: [expect.not.objectContaining({ comment: expect.anything() })] });
    expect((await auditOf(review.id)).filter((e) => e.action === "review.replied")).toMatchObject([
      { staffId: support.staffId, before: { reply: null }, after: { reply } },
      { staffId: support.staffId, before: { reply }, after: { reply: "Thank you!" } },
      { staffId: o.staffId, before: { reply: "Thank you!" }, after: { reply: null } },
    ]);
  });

  it("two replies at once: both land, one after the other, and the audit log chains them", async () => {
    const { review } = await waitingReview({ area: "japan", plan: "5gb-30-days" });
    const [a, b] = [await owner(), await member(["support"])];
    const answers = await Promise.all([reviews().reply(review.id, "From the owner.", by(a)), reviews().reply(review.id, "From support.", by(b))]);
    expect(answers.every((x) => x.ok)).toBe(true);
    const entries = (await auditOf(review.id)).filter((e) => e.action === "review.replied");
    expect(entries).toHaveLength(2);
    expect(entries[0]!.before).toEqual({ reply: null });
    expect(entries[1]!.before).toEqual(entries[0]!.after);
    const last = entries[1]!.after as { reply: string };
    expect((await reviews().list("pending")).find((r) => r.id === review.id)?.reply).toBe(last.reply);
  });
});
