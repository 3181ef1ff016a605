/**
 * Price campaigns as data (docs/CONSOLE.md#campaigns, docs/PRODUCT.md#campaign-pricing): the
 * console's functions, allowed to `campaigns.edit` alone and written to the audit log, and what
 * the store does with a campaign once it is saved: the quote, the catalogue API (cached answers
 * included), the order's charge, the home banner and the landing page follow it, on this
 * instance at once and on another instance of the same database at its next catalogue poll.
 */
// @both-engines: a campaign's change reaches a second instance through the version its table's trigger bumps, and orders are charged (and keep) the sale price; proven on each engine.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AreaSummary, Plan, Price } from "../../../shared/api/catalog.ts";
import type { Banner } from "../../../shared/api/content.ts";
import type { CampaignInput } from "../../../shared/campaigns.ts";
import { buildApp } from "../../app.ts";
import { auditLog, campaigns } from "../../db/schema.ts";
import { createServices } from "../../services.ts";
import { buildStorefront, BUILD_TIMEOUT_MS } from "../../../tests/support/storefront-build.ts";
import { useCheckoutApp } from "../../../tests/support/checkout.ts";
import { staffMembers, type TestMember } from "../../../tests/support/staff.ts";
import { call } from "../../../tests/support/test-app.ts";
import { discountedUsdMinor } from "./index.ts";

// Before the app's own hook: the home and campaign pages are rendered by the storefront build.
beforeAll(buildStorefront, BUILD_TIMEOUT_MS);
// 2026-12-10, while the demo's holiday sale (christmas-2026, 15 % off eight plans) runs.
const c = useCheckoutApp({ storefront: true });
const { t } = c;
const members = staffMembers(t, c.now);
const db = () => t.services.database.db;

let editor: TestMember;
let support: TestMember;
beforeAll(async () => {
  editor = await members.member(["catalogue"]);
  support = await members.member(["support"]);
});

const expectOk = <T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
};
const create = (input: CampaignInput, actor: TestMember = editor) => t.services.campaigns.createCampaign(actor, input, members.client);
const auditOf = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetKind, "campaign"), eq(auditLog.targetId, id)))
    .orderBy(asc(auditLog.id));

const planList = async (area: string, app = t.app) => (await call<{ plans: Plan[] }>(app, "/v2/query/package/list", { area })).body.obj!.plans;
const onePlan = async (area: string, plan: string) => (await call<{ plan: Plan }>(t.app, "/v3/query/package", { area, plan })).body.obj!.plan;
const areaList = async (app = t.app) => (await call<AreaSummary[]>(app, "/v1/query/areas", { kind: "local" })).body.obj!;
const fromPrice = (areas: AreaSummary[], slug: string) => areas.find((a) => a.slug === slug)!.fromPrice!;
const banners = async () => (await call<Banner[]>(t.app, "/v1/query/banner", {})).body.obj!;
const page = async (path: string) => (await t.app.inject({ method: "GET", url: path })).body;

/** The sale a price carries, or null at list price. */
const saleOf = (price: Price) => price.sale && { campaign: price.sale.campaign, percentOff: price.sale.percentOff, endsOn: price.sale.endsOn };
/** A price as the campaign `percentOff` makes it from its list price. */
const expectSale = (price: Price, campaign: string, percentOff: number) => {
  expect(price.sale).toMatchObject({ campaign, percentOff });
  expect(price.usdMinor).toBe(discountedUsdMinor(price.sale!.listUsdMinor, percentOff));
};

describe("the console's campaign functions", () => {
  it("are refused to a role without campaigns.edit, which changes nothing", async () => {
    const before = await db().$count(campaigns);
    const input = { id: "support-sale", percentOff: 10, startsOn: "2026-12-10", endsOn: "2026-12-20", scope: "all" } as const;
    expect(await t.services.campaigns.listCampaigns(support)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await create(input, support)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await t.services.campaigns.updateCampaign(support, "christmas-2026", { percentOff: 50 }, members.client)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await t.services.campaigns.endCampaign(support, "christmas-2026", members.client)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await db().$count(campaigns)).toBe(before);
    expect(await auditOf("support-sale")).toEqual([]);
    expect(await auditOf("christmas-2026")).toEqual([]);
  });

  it("list the demo's holiday sale, made by the seed as data on plans the demo sells", async () => {
    const list = expectOk(await t.services.campaigns.listCampaigns(editor));
    const holiday = list.find((x) => x.id === "christmas-2026")!;
    expect(holiday.targets).toHaveLength(8);
    for (const target of holiday.targets) expect(t.services.catalog.hasPlan(...(target.split("/") as [string, string])), target).toBe(true);
    expect(list.find((x) => x.id === "christmas-2026")).toMatchObject({
      percentOff: 15,
      startsOn: "2026-11-15",
      endsOn: "2027-01-06",
      scope: "plans",
      page: "/esim-christmas-discount",
      state: "running",
      disabledAt: null,
      createdBy: null,
    });
    // The owner may too: owners may do everything.
    expect((await t.services.campaigns.listCampaigns(await members.owner())).ok).toBe(true);
  });

  it("refuse a definition that does not hold, or an id already used", async () => {
    const valid: CampaignInput = { id: "refused", percentOff: 10, startsOn: "2026-12-10", endsOn: "2026-12-20", scope: "areas", targets: ["vietnam"] };
    expect(await create({ ...valid, percentOff: 95 })).toEqual({ ok: false, code: "CAMPAIGN_PERCENT_INVALID" });
    expect(await create({ ...valid, endsOn: "2026-12-09" })).toEqual({ ok: false, code: "CAMPAIGN_DATES_INVALID" });
    expect(await create({ ...valid, targets: ["atlantis"] })).toEqual({ ok: false, code: "CAMPAIGN_SCOPE_UNKNOWN" });
    expect(await create({ ...valid, scope: "regions", targets: ["vietnam"] })).toEqual({ ok: false, code: "CAMPAIGN_SCOPE_UNKNOWN" });
    expect(await create({ ...valid, id: "christmas-2026" })).toEqual({ ok: false, code: "CAMPAIGN_ID_TAKEN" });
    expect(await t.services.campaigns.updateCampaign(editor, "no-such-campaign", { percentOff: 20 }, members.client)).toEqual({ ok: false, code: "CAMPAIGN_NOT_FOUND" });
    expect(await db().$count(campaigns, eq(campaigns.id, "refused"))).toBe(0);
    expect(await auditOf("refused")).toEqual([]);
  });
});

describe("a campaign for one area", () => {
  const id = "thailand-december";

  it("puts that area's plans on sale in the quote and the catalogue API, cached answers included, and nowhere else", async () => {
    // Asked before, so the answers are in the response cache.
    const listed = await planList("thailand");
    expect(listed.every((p) => p.price.sale === null)).toBe(true);
    await areaList();

    const made = expectOk(await create({ id, percentOff: 20, startsOn: "2026-12-10", endsOn: "2026-12-31", scope: "areas", targets: ["thailand"] }));
    expect(made).toMatchObject({ id, state: "running", createdBy: editor.staffId, updatedBy: editor.staffId, disabledAt: null });

    const plans = await planList("thailand");
    expect(plans.map((p) => p.price.sale?.listUsdMinor)).toEqual(listed.map((p) => p.price.usdMinor));
    for (const p of plans) expectSale(p.price, id, 20);
    expect(saleOf((await onePlan("thailand", plans[0]!.slug)).price)).toEqual({ campaign: id, percentOff: 20, endsOn: "2026-12-31" });
    const quote = expectOk(t.services.checkout.quote("thailand", plans[0]!.slug, plans[0]!.kind === "daily" ? 3 : null, "en", "USD"));
    expect(quote.terms).toMatchObject({ campaignId: id, listUsdMinor: plans[0]!.price.sale!.listUsdMinor * (quote.terms.days ?? 1) });

    const areas = await areaList();
    expectSale(fromPrice(areas, "thailand"), id, 20);
    expect(fromPrice(areas, "vietnam").sale).toBeNull();
    expect((await planList("vietnam")).every((p) => p.price.sale === null)).toBe(true);
    // The region's own plans are not the area's.
    expect((await planList("asia")).some((p) => p.price.sale?.campaign === id)).toBe(false);
  });

  it("is in the audit log as created, with what it was made as, by whom and from where", async () => {
    const [entry, ...more] = await auditOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      staffId: editor.staffId,
      action: "campaign.created",
      address: members.client.ip,
      before: null,
      after: { id, percentOff: 20, startsOn: "2026-12-10", endsOn: "2026-12-31", scope: "areas", targets: ["thailand"], page: null, banner: null },
    });
  });

  it("charges an order its sale price; ended, the list price is back, cached answers included, and the order placed keeps its price", async () => {
    const buyer = await c.account();
    const plan = (await planList("thailand")).find((p) => p.kind === "data")!;
    const during = await c.placed(buyer.token, { area: "thailand", plan: plan.slug });
    expect(during).toMatchObject({ charge: { minor: plan.price.usdMinor }, list: { minor: plan.price.sale!.listUsdMinor } });
    expect(await c.orderRow(during.orderNo)).toMatchObject({ amountUsdMinor: plan.price.usdMinor, campaignId: id });

    c.advance(60_000);
    const ended = expectOk(await t.services.campaigns.endCampaign(editor, id, members.client));
    expect(ended).toMatchObject({ state: "ended", updatedBy: editor.staffId });
    expect(ended.disabledAt).toEqual(c.now());
    const [, entry] = await auditOf(id);
    expect(entry).toMatchObject({ staffId: editor.staffId, action: "campaign.ended", before: { disabledAt: null }, after: { disabledAt: c.now().toISOString() } });

    expect((await planList("thailand")).every((p) => p.price.sale === null)).toBe(true);
    expect(fromPrice(await areaList(), "thailand").sale).toBeNull();
    const after = await c.placed(buyer.token, { area: "thailand", plan: plan.slug });
    expect(after).toMatchObject({ charge: { minor: plan.price.sale!.listUsdMinor }, list: null });
    expect(await c.orderRow(after.orderNo)).toMatchObject({ campaignId: null });

    // The order placed during the sale is still paid at its price.
    await c.startPayment(buyer.token, during.orderNo);
    const [payment] = await c.paymentsOf(during.orderNo);
    expect(payment).toMatchObject({ amountUsdMinor: plan.price.usdMinor, currency: "USD" });

    // Ending it again changes nothing; an ended campaign is not changed any more.
    expect(expectOk(await t.services.campaigns.endCampaign(editor, id, members.client)).disabledAt).toEqual(ended.disabledAt);
    expect(await t.services.campaigns.updateCampaign(editor, id, { endsOn: "2027-01-31" }, members.client)).toEqual({ ok: false, code: "CAMPAIGN_ENDED" });
    expect(await auditOf(id)).toHaveLength(2);
  });
});

describe("a change made on one instance", () => {
  const id = "asia-winter";
  let other: Awaited<ReturnType<typeof secondInstance>>;

  /** Another instance of the store on the same database, with its own memory and response cache. */
  async function secondInstance() {
    const services = createServices(t.config, t.services.database, { log: { error() {}, warn() {}, info() {} } as never, mailer: { send: async () => {} }, now: c.now });
    await services.catalog.start();
    const app = await buildApp(t.config, services, { logger: false });
    await app.ready();
    return {
      app,
      services,
      async close() {
        await app.close();
        services.catalog.stop();
        services.campaigns.stop();
      },
    };
  }
  beforeAll(async () => {
    other = await secondInstance();
  });
  afterAll(() => other?.close());

  it("reaches another instance at its next catalogue poll, however it was cached there", async () => {
    const cached = await planList("vietnam", other.app);
    expect(cached.every((p) => p.price.sale === null)).toBe(true);

    expectOk(await create({ id, percentOff: 10, startsOn: "2026-12-10", endsOn: "2027-01-31", scope: "regions", targets: ["asia"] }));
    expect(await other.services.catalog.refresh()).toBe(true);
    // A region's campaign reaches the countries it covers.
    for (const p of await planList("vietnam", other.app)) expectSale(p.price, id, 10);
    expectSale(fromPrice(await areaList(other.app), "vietnam"), id, 10);
    // Japan's 10 GB is in the holiday sale too: the larger discount wins, they never stack.
    const japan = await planList("japan", other.app);
    expectSale(japan.find((p) => p.slug === "10gb-30-days")!.price, "christmas-2026", 15);
    expectSale(japan.find((p) => p.slug === "5gb-30-days")!.price, id, 10);

    expectOk(await t.services.campaigns.updateCampaign(editor, id, { percentOff: 12 }, members.client));
    expect(await other.services.catalog.refresh()).toBe(true);
    for (const p of await planList("vietnam", other.app)) expectSale(p.price, id, 12);

    expectOk(await t.services.campaigns.endCampaign(editor, id, members.client));
    expect(await other.services.catalog.refresh()).toBe(true);
    expect((await planList("vietnam", other.app)).every((p) => p.price.sale === null)).toBe(true);
  });

  it("is audited with the fields it changed, before and after; a change that changes nothing is not", async () => {
    const created = "asia-spring";
    expectOk(await create({ id: created, percentOff: 10, startsOn: "2027-03-01", endsOn: "2027-03-31", scope: "regions", targets: ["asia"] }));
    expectOk(await t.services.campaigns.updateCampaign(editor, created, { percentOff: 10, targets: ["asia"] }, members.client));
    const changed = expectOk(await t.services.campaigns.updateCampaign(editor, created, { percentOff: 25, targets: ["asia", "europe"] }, members.client));
    expect(changed).toMatchObject({ percentOff: 25, targets: ["asia", "europe"], state: "upcoming" });
    const entries = await auditOf(created);
    expect(entries.map((e) => e.action)).toEqual(["campaign.created", "campaign.updated"]);
    expect(entries[1]).toMatchObject({ staffId: editor.staffId, before: { percentOff: 10, targets: ["asia"] }, after: { percentOff: 25, targets: ["asia", "europe"] } });
    expect(await t.services.campaigns.updateCampaign(editor, created, { percentOff: 0 }, members.client)).toEqual({ ok: false, code: "CAMPAIGN_PERCENT_INVALID" });
  });
});

describe("the storefront's banner and the holiday page", () => {
  it("show the running holiday sale: its banner first, its page with the sale prices and its last day", async () => {
    const [first] = await banners();
    expect(first).toMatchObject({ id: "campaign-christmas-2026", link: "/esim-christmas-discount", art: "sale", title: "Holiday sale: 15% off" });
    expect(await page("/")).toContain("Holiday sale: 15% off");
    const html = await page("/esim-christmas-discount");
    expect(html).toContain("Offer ends January 6, 2027");
    expect(html).toContain('data-testid="list-price"');
    expect(await page("/de/esim-christmas-discount")).toContain("Angebot gilt bis 6. Januar 2027");
  });

  it("follow the sale when it is ended early: no banner, the page says it has ended and shows list prices", async () => {
    expectOk(await t.services.campaigns.endCampaign(await members.owner(), "christmas-2026", members.client));
    expect((await banners()).map((b) => b.id)).toEqual(["japan", "europe", "calls-texts"]);
    expect(await page("/")).not.toContain("Holiday sale: 15% off");
    const html = await page("/esim-christmas-discount");
    expect(html).toContain("This offer has ended. The prices shown are our regular prices.");
    expect(html).not.toContain("Offer ends January 6, 2027");
    expect(html).not.toContain('data-testid="list-price"');
    expect(html).toMatch(/Japan · 10[\s\u00a0]GB · 30[\s\u00a0]days/);
  });
});
