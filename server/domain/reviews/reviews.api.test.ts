// @both-engines: a review is written once per order even when two arrive at once, and the edit window is checked in SQL.
/**
 * Order reviews through HTTP (docs/PRODUCT.md#order-reviews), in the whole app with the test's
 * clock: who may review which order and when, what a review may say (refusals in the caller's
 * language), moderation deciding what the plan page and the query endpoint show (the page's
 * Product JSON-LD gains a rating only with published reviews), the 30-day edit window, the
 * review prompt's schedule, and the author's export and forgetting.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DataExport } from "../../../shared/api/privacy.ts";
import type { OwnReview, ReviewsPage } from "../../../shared/api/reviews.ts";
import { accountSteps } from "../../../tests/support/accounts.ts";
import { DAY, MINUTE, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { buildStorefront, BUILD_TIMEOUT_MS } from "../../../tests/support/storefront-build.ts";
import { call } from "../../../tests/support/test-app.ts";
import { reviews } from "../../db/schema.ts";
import { de } from "../../messages/de.ts";
import { en } from "../../messages/en.ts";
import { ja } from "../../messages/ja.ts";

const PLAN = { area: "japan", plan: "5gb-30-days" };
const CREATE = "/v2/create/dataPlanOrderReviewed";
const PAGE = "/v2/query/dataPlanOrderReviewedPage";

// Before the app's own hook: the plan pages are rendered by the storefront build.
beforeAll(buildStorefront, BUILD_TIMEOUT_MS);
// The simulator's default schedule: downloaded after 2 minutes, in use (and using data) after 5.
const c = useCheckoutApp({ storefront: true });

const review = (token: string, fields: Record<string, unknown>, lang?: string) => call<OwnReview>(c.t.app, CREATE, fields, { token, lang });
const pageOf = async (fields: Record<string, unknown>, lang?: string): Promise<ReviewsPage> => {
  const answer = await call<ReviewsPage>(c.t.app, PAGE, fields, { lang });
  expect(answer.body, answer.body.msg).toMatchObject({ success: true });
  return answer.body.obj!;
};

/** The Product JSON-LD of a plan page as the server renders it. */
async function productLd(path: string): Promise<Record<string, unknown>> {
  const res = await c.t.app.inject({ method: "GET", url: path });
  expect(res.statusCode).toBe(200);
  const blocks = [...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const product = blocks.find((b) => b["@type"] === "Product");
  expect(product).toBeDefined();
  return product!;
}

/** An account with a delivered order of PLAN, its eSIM in use when `used`. */
async function buyer(used = true) {
  const account = await c.accountWithBalance(0);
  const { order } = await c.buy(account.token, PLAN);
  if (used) c.advance(10 * MINUTE);
  return { ...account, orderNo: order.orderNo };
}

describe("who may review which order", () => {
  it("refuses an unused eSIM, someone else's order and a second review, each in the caller's language", async () => {
    const ada = await buyer(false);
    for (const [lang, messages] of [["en", en], ["de", de]] as const) {
      expect((await review(ada.token, { orderNo: ada.orderNo, rating: 5 }, lang)).body).toMatchObject({ success: false, code: "REVIEW_NOT_YET", msg: messages.REVIEW_NOT_YET });
    }
    c.advance(10 * MINUTE);
    const bob = await buyer();
    for (const [lang, messages] of [["en", en], ["de", de]] as const) {
      expect((await review(bob.token, { orderNo: ada.orderNo, rating: 1 }, lang)).body).toMatchObject({ success: false, code: "ORDER_NOT_FOUND", msg: messages.ORDER_NOT_FOUND });
    }
    const written = await review(ada.token, { orderNo: ada.orderNo, rating: 5, text: "Worked everywhere." }, "en");
    expect(written.body).toMatchObject({ success: true, obj: { orderNo: ada.orderNo, rating: 5, text: "Worked everywhere.", lang: "en", status: "pending" } });
    for (const [lang, messages] of [["en", en], ["de", de]] as const) {
      expect((await review(ada.token, { orderNo: ada.orderNo, rating: 3 }, lang)).body).toMatchObject({ success: false, code: "REVIEW_EXISTS", msg: messages.REVIEW_EXISTS });
    }
    expect((await review(bob.token, { orderNo: ada.orderNo, rating: 1, edit: true })).body).toMatchObject({ code: "ORDER_NOT_FOUND" });
    expect((await review(bob.token, { orderNo: bob.orderNo, rating: 4, edit: true })).body).toMatchObject({ code: "REVIEW_NOT_FOUND" });
    expect((await call(c.t.app, CREATE, { orderNo: ada.orderNo, rating: 5 })).body).toMatchObject({ code: "SESSION_REQUIRED" });
  });

  it("writes one review when two arrive at once", async () => {
    const ada = await buyer();
    const answers = await Promise.all([4, 5].map((rating) => review(ada.token, { orderNo: ada.orderNo, rating })));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.find((a) => !a.body.success)!.body).toMatchObject({ code: "REVIEW_EXISTS" });
  });

  it("lets a guest buyer review too", async () => {
    const token = await c.guest();
    const { order } = await c.buy(token, { ...PLAN, email: "guest.reviewer@example.com" });
    c.advance(10 * MINUTE);
    expect((await review(token, { orderNo: order.orderNo, rating: 3 })).body).toMatchObject({ success: true, obj: { status: "pending" } });
  });
});

describe("what a review may say", () => {
  it("refuses links and e-mail addresses, in the caller's language", async () => {
    const ada = await buyer();
    for (const text of ["Cheaper at www.example.com", "see https://example.org/x", "mail ada@example.com", "cheap-esims.shop"]) {
      for (const [lang, messages] of [["en", en], ["ja", ja]] as const) {
        expect((await review(ada.token, { orderNo: ada.orderNo, rating: 2, text }, lang)).body, text).toMatchObject({ success: false, code: "REVIEW_LINK", msg: messages.REVIEW_LINK });
      }
    }
  });

  it("refuses control characters, stars out of range and an over-long text", async () => {
    const ada = await buyer();
    const bell = await review(ada.token, { orderNo: ada.orderNo, rating: 4, text: "ring\u0007" }, "de");
    expect(bell.body).toMatchObject({ success: false, code: "INVALID_FIELD" });
    expect(bell.body.msg).toBe(de["field.characters"].replace("{field}", "text"));
    for (const rating of [0, 6, 4.5]) expect((await review(ada.token, { orderNo: ada.orderNo, rating })).body).toMatchObject({ code: "INVALID_FIELD" });
    expect((await review(ada.token, { orderNo: ada.orderNo, rating: 4, text: "a".repeat(1001) }, "en")).body).toMatchObject({ code: "REVIEW_TOO_LONG", msg: en.REVIEW_TOO_LONG });
    expect((await review(ada.token, { orderNo: ada.orderNo, rating: 4, text: "👍".repeat(1000) })).body).toMatchObject({ success: true });
  });
});

describe("moderation and the pages", () => {
  it("shows a review once published: in the query page and in the plan page's JSON-LD, marked with its language", async () => {
    // A plan of its own, so reviews of the other tests do not count here.
    const plan = { area: "thailand", plan: "1gb-7-days" };
    const pageBefore = await pageOf(plan);
    const ldBefore = await productLd(`/${plan.area}/${plan.plan}`);
    expect(ldBefore).not.toHaveProperty("aggregateRating");
    expect(ldBefore).not.toHaveProperty("review");

    const { token } = await c.accountWithBalance(0);
    const { order } = await c.buy(token, plan);
    c.advance(10 * MINUTE);
    const written = await review(token, { orderNo: order.orderNo, rating: 4, text: "Sehr schnell in Bangkok." }, "de");
    expect(written.body, written.body.msg).toMatchObject({ success: true, obj: { lang: "de", status: "pending" } });

    // Pending: nowhere.
    expect(await pageOf(plan)).toEqual(pageBefore);
    expect(await productLd(`/${plan.area}/${plan.plan}`)).not.toHaveProperty("aggregateRating");

    expect(await c.t.services.reviews.publish(written.body.obj!.id)).toMatchObject({ ok: true, obj: { status: "published" } });
    const page = await pageOf(plan, "en");
    expect(page).toMatchObject({ total: pageBefore.total + 1, pageNum: 1 });
    expect(page.list[0]).toMatchObject({ id: written.body.obj!.id, rating: 4, text: "Sehr schnell in Bangkok.", lang: "de", verified: true, planSlug: plan.plan, plan: "1\u00a0GB · 7\u00a0days" });
    // The area's page lists the reviews of every plan of the area.
    expect((await pageOf({ area: plan.area })).list.map((r) => r.id)).toContain(written.body.obj!.id);

    const ld = await productLd(`/${plan.area}/${plan.plan}`);
    expect(ld.aggregateRating).toMatchObject({ "@type": "AggregateRating", reviewCount: page.total, ratingValue: page.average, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual(expect.arrayContaining([expect.objectContaining({ "@type": "Review", reviewBody: "Sehr schnell in Bangkok.", inLanguage: "de", reviewRating: expect.objectContaining({ ratingValue: 4 }) })]));

    // On the English page the German text says which language it is in.
    const html = (await c.t.app.inject({ method: "GET", url: `/${plan.area}/${plan.plan}` })).body;
    expect(html).toMatch(/<p[^>]* lang="de"[^>]*>Sehr schnell in Bangkok\.<\/p>/);
    expect(html).toContain("Written in German");

    // Rejected: gone again.
    await c.t.services.reviews.reject(written.body.obj!.id, "off-topic");
    expect(await pageOf(plan)).toEqual(pageBefore);
  });

  it("pages them: five on the plan page, with a link to one page more, and the query's next page", async () => {
    // A plan of its own: another data plan of Thailand.
    const slug = c.t.services.catalog.areaPlans("thailand", "en", "USD")!.plans.find((p) => p.kind === "data" && p.slug !== "1gb-7-days")!.slug;
    const plan = { area: "thailand", plan: slug };
    const ids: string[] = [];
    for (const rating of [5, 4, 5, 3, 4, 5]) {
      const { token } = await c.accountWithBalance(0);
      const { order } = await c.buy(token, plan);
      c.advance(10 * MINUTE);
      const written = await review(token, { orderNo: order.orderNo, rating, text: `Review number ${ids.length + 1}.` });
      ids.push(written.body.obj!.id);
      await c.t.services.reviews.publish(written.body.obj!.id);
    }
    const first = await pageOf(plan);
    expect(first).toMatchObject({ total: 6, average: 4.3, pageSize: 5 });
    // Newest first.
    expect(first.list.map((r) => r.id)).toEqual(ids.slice(1).reverse());
    expect((await pageOf({ ...plan, pageNum: 2 })).list.map((r) => r.id)).toEqual([ids[0]]);

    const path = `/${plan.area}/${plan.plan}`;
    const pageOne = (await c.t.app.inject({ method: "GET", url: path })).body;
    expect(pageOne.match(/<article class="review">/g)).toHaveLength(5);
    expect(pageOne).toContain('href="?reviews=2#reviews"');
    const both = (await c.t.app.inject({ method: "GET", url: `${path}?reviews=2` })).body;
    expect(both.match(/<article class="review">/g)).toHaveLength(6);
    expect(both).not.toContain("?reviews=3");
  });

  it("answers an unknown area or plan as not found, and pages within bounds", async () => {
    expect((await call(c.t.app, PAGE, { area: "atlantis" })).body).toMatchObject({ success: false, code: "AREA_NOT_FOUND" });
    expect((await call(c.t.app, PAGE, { area: "japan", plan: "no-such-plan" })).body).toMatchObject({ success: false, code: "PLAN_NOT_FOUND" });
    for (const bad of [{ pageNum: 0 }, { pageSize: 0 }, { pageSize: 21 }]) {
      expect((await call(c.t.app, PAGE, { area: "japan", ...bad })).body, JSON.stringify(bad)).toMatchObject({ code: "INVALID_FIELD" });
    }
  });
});

describe("the orders page's form, without JavaScript", () => {
  /** The orders page as the buyer's browser gets it, and a post of its review form. */
  const ordersPage = async (token: string, path = "/orders?tab=1") => {
    const res = await c.t.app.inject({ method: "GET", url: path, headers: { cookie: `session=${token}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const post = async (token: string, fields: Record<string, string>, path = "/orders?tab=1") => {
    const formToken = /name="formToken" value="([0-9a-f]{32})"/.exec(await ordersPage(token, path))![1]!;
    const res = await c.t.app.inject({
      method: "POST",
      url: path,
      headers: { cookie: `session=${token}`, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ formToken, intent: "review", ...fields }).toString(),
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it("writes the review in the page's language, and a refusal keeps what was typed", async () => {
    const ada = await buyer();
    expect(await ordersPage(ada.token)).toContain(`id="review-${ada.orderNo}"`);
    const refused = await post(ada.token, { orderNo: ada.orderNo, rating: "3", text: "Mehr unter www.example.com" }, "/de/orders?tab=1");
    expect(refused).toContain(de.REVIEW_LINK);
    expect(refused).toContain("Mehr unter www.example.com</textarea>");
    const saved = await post(ada.token, { orderNo: ada.orderNo, rating: "3", text: "Gut in Osaka." }, "/de/orders?tab=1");
    expect(saved).toContain("Vielen Dank! Ihre Bewertung erscheint, sobald wir sie geprüft haben.");
    expect(saved).toContain("Wird geprüft");
    expect(await c.t.services.reviews.exportFor(await c.userIdOf(ada.email))).toMatchObject([{ rating: 3, text: "Gut in Osaka.", lang: "de", status: "pending" }]);
  });
});

describe("changing a review", () => {
  it("works for 30 days and makes it pending again; after that it is read-only", async () => {
    const ada = await buyer();
    const written = (await review(ada.token, { orderNo: ada.orderNo, rating: 2, text: "Slow." }, "en")).body.obj!;
    await c.t.services.reviews.publish(written.id);
    c.advance(29 * DAY);
    const changed = await review(ada.token, { orderNo: ada.orderNo, rating: 4, text: "Faster after a restart.", edit: true }, "es");
    expect(changed.body).toMatchObject({ success: true, obj: { id: written.id, rating: 4, text: "Faster after a restart.", lang: "es", status: "pending", createdAt: written.createdAt } });
    expect((await pageOf(PLAN)).list.map((r) => r.id)).not.toContain(written.id);
    c.advance(DAY + MINUTE);
    for (const [lang, messages] of [["en", en], ["de", de]] as const) {
      expect((await review(ada.token, { orderNo: ada.orderNo, rating: 5, edit: true }, lang)).body).toMatchObject({ success: false, code: "REVIEW_EDIT_CLOSED", msg: messages.REVIEW_EDIT_CLOSED });
    }
    expect(await c.t.services.reviews.exportFor(await c.userIdOf(ada.email))).toMatchObject([{ id: written.id, rating: 4, status: "pending" }]);
  });
});

describe("the review prompt", () => {
  const prompt = (token: string, orderNo: string, dismissed: boolean) => call(c.t.app, "/v1/review/prompt", { orderNo, dismissed }, { token });

  it("asks once per order about a reviewable, unreviewed one, and not for 120 days after a dismissal", async () => {
    c.restartClock();
    const ada = await buyer(false);
    const userId = await c.userIdOf(ada.email);
    // Not used yet: nothing to ask.
    expect(await c.t.services.reviews.promptFor(userId)).toBeNull();
    c.advance(10 * MINUTE);
    expect(await c.t.services.reviews.promptFor(userId)).toEqual({ orderNo: ada.orderNo, areaSlug: "japan", planSlug: "5gb-30-days" });
    // Shown, and the buyer went to review: never again for that order.
    expect((await prompt(ada.token, ada.orderNo, false)).body).toMatchObject({ success: true });
    expect(await c.t.services.reviews.promptFor(userId)).toBeNull();

    // A second order: prompted, then dismissed.
    const second = (await c.buy(ada.token, PLAN)).order.orderNo;
    c.advance(10 * MINUTE);
    expect(await c.t.services.reviews.promptFor(userId)).toMatchObject({ orderNo: second });
    await prompt(ada.token, second, false);
    await prompt(ada.token, second, true);
    // A third order within the 120 days: no prompt, even though it is new.
    const third = (await c.buy(ada.token, PLAN)).order.orderNo;
    c.advance(10 * MINUTE);
    expect(await c.t.services.reviews.promptFor(userId)).toBeNull();
    c.advance(119 * DAY);
    expect(await c.t.services.reviews.promptFor(userId)).toBeNull();
    c.advance(DAY);
    // The pause is over: it asks about an order it has not asked about.
    const fourth = (await c.buy(ada.token, PLAN)).order.orderNo;
    c.advance(10 * MINUTE);
    expect([third, fourth]).toContain((await c.t.services.reviews.promptFor(userId))?.orderNo);

    // A reviewed order is not asked about.
    const bob = await buyer();
    const bobId = await c.userIdOf(bob.email);
    await review(bob.token, { orderNo: bob.orderNo, rating: 5 });
    expect(await c.t.services.reviews.promptFor(bobId)).toBeNull();
  });

  it("is for account logins, about their own orders", async () => {
    const ada = await buyer();
    const bob = await buyer();
    expect((await prompt(bob.token, ada.orderNo, true)).body).toMatchObject({ success: false, code: "ORDER_NOT_FOUND" });
    const guest = await c.guest();
    expect((await prompt(guest, ada.orderNo, true)).body).toMatchObject({ success: false, code: "BALANCE_ACCOUNT_ONLY" });
  });
});

describe("the author's data", () => {
  it("is in the account's data export, and deleting the account keeps stars and text but detaches the author", async () => {
    const ada = await buyer();
    const written = (await review(ada.token, { orderNo: ada.orderNo, rating: 5, text: "Great in Tokyo." }, "en")).body.obj!;
    await c.t.services.reviews.publish(written.id);
    const exported = await call<DataExport>(c.t.app, "/v1/user/data-export", {}, { token: ada.token });
    expect(exported.body.obj!.reviews).toEqual([
      { id: written.id, orderNo: ada.orderNo, area: "japan", plan: "5gb-30-days", rating: 5, text: "Great in Tokyo.", lang: "en", status: "published", createdAt: written.createdAt, updatedAt: written.createdAt },
    ]);
    await call(c.t.app, "/v1/review/prompt", { orderNo: ada.orderNo, dismissed: true }, { token: ada.token });

    expect((await call(c.t.app, "/v1/user/delete/send-code", {}, { token: ada.token })).body.success).toBe(true);
    const code = await accountSteps(c.t).codeMailedTo(ada.email);
    expect((await call(c.t.app, "/v1/user/delete", { verifyCode: code }, { token: ada.token })).body).toMatchObject({ success: true });
    // Still published, unchanged, attached to no one.
    expect((await pageOf(PLAN)).list.find((r) => r.id === written.id)).toMatchObject({ rating: 5, text: "Great in Tokyo." });
    const [row] = await c.t.services.database.db.select({ userId: reviews.userId }).from(reviews).where(eq(reviews.id, written.id));
    expect(row).toEqual({ userId: null });
  });
});
