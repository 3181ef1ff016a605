/**
 * The page tree, mounted once unprefixed (English) and once under each language prefix.
 * Route files are shared; ids carry the language so they stay unique. Static segments outrank
 * the dynamic `:area`, so `/de` is German home, `/how-it-works` a page and `/japan` an area.
 *
 * Paths that contain the brand slug (`/about-{product}`, `/faq-{product}-esim`) are fixed at
 * build time from BRAND_SLUG; the server refuses to start if the build and configuration differ.
 */
import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { LANGS, type Lang } from "../shared/i18n/locales.ts";
import { CONTENT_PAGES, pagePath } from "../shared/site-pages.ts";

const BRAND_SLUG = process.env.BRAND_SLUG || "roamwell";
const content = (template: string) => pagePath(template, BRAND_SLUG).slice(1);

function pages(lang: Lang): RouteConfigEntry[] {
  const id = (name: string) => `${name}-${lang}`;
  return [
    index("routes/home.tsx", { id: id("home") }),
    route(content(CONTENT_PAGES.howItWorks), "routes/content-page.tsx", { id: id("how-it-works") }),
    route(content(CONTENT_PAGES.faq), "routes/faq.tsx", { id: id("faq") }),
    route(content(CONTENT_PAGES.about), "routes/content-page.tsx", { id: id("about") }),
    route(content(CONTENT_PAGES.agreement), "routes/content-page.tsx", { id: id("agreement") }),
    route(content(CONTENT_PAGES.privacy), "routes/content-page.tsx", { id: id("privacy-policy") }),
    route(content(CONTENT_PAGES.partnership), "routes/partnership.tsx", { id: id("partnership") }),
    route(content(CONTENT_PAGES.callText), "routes/call-text.tsx", { id: id("call-text") }),
    route(`${content(CONTENT_PAGES.callText)}/:dataplan`, "routes/call-text-area.tsx", { id: id("call-text-area") }),
    route(content(CONTENT_PAGES.christmas), "routes/campaign.tsx", { id: id("christmas") }),
    route("mealdetail", "routes/plan.tsx", { id: id("mealdetail") }),
    route("login", "routes/login.tsx", { id: id("login") }),
    route("signup", "routes/signup.tsx", { id: id("signup") }),
    route("forgotPwd", "routes/forgot-password.tsx", { id: id("forgot-password") }),
    route("resetpwd", "routes/reset-password.tsx", { id: id("reset-password") }),
    route("changepwd", "routes/change-password.tsx", { id: id("change-password") }),
    route("linkexpire", "routes/link-expired.tsx", { id: id("link-expired") }),
    route("security", "routes/security.tsx", { id: id("security") }),
    route("security/data", "routes/data-export.ts", { id: id("data-export") }),
    route("account-deleted", "routes/account-deleted.tsx", { id: id("account-deleted") }),
    route("signout", "routes/sign-out.tsx", { id: id("sign-out") }),
    route("orders", "routes/orders.tsx", { id: id("orders") }),
    route("payment-success", "routes/payment-success.tsx", { id: id("payment-success") }),
    route("paysuccess", "routes/order-link.tsx", { id: id("paysuccess") }),
    route("receipt/:orderNo", "routes/receipt.tsx", { id: id("receipt") }),
    route("topay", "routes/topay.tsx", { id: id("topay") }),
    route("transit", "routes/transit.tsx", { id: id("transit") }),
    route("nuvei-jump", "routes/nuvei-jump.tsx", { id: id("nuvei-jump") }),
    route("payment-fail", "routes/payment-fail.tsx", { id: id("payment-fail") }),
    route("topup", "routes/topup.tsx", { id: id("topup") }),
    route("topup-success", "routes/topup-success.tsx", { id: id("topup-success") }),
    route("topupsuccess", "routes/topup-success.tsx", { id: id("topupsuccess") }),
    route("topup-fail", "routes/topup-fail.tsx", { id: id("topup-fail") }),
    route("credit", "routes/credit.tsx", { id: id("credit") }),
    route("balance", "routes/balance.tsx", { id: id("balance") }),
    route("recharge-success", "routes/recharge-success.tsx", { id: id("recharge-success") }),
    route("rechargesuccess", "routes/recharge-success.tsx", { id: id("rechargesuccess") }),
    route("recharge-fail", "routes/recharge-fail.tsx", { id: id("recharge-fail") }),
    route("error", "routes/error-page.tsx", { id: id("error") }),
    route(":area", "routes/area.tsx", { id: id("area") }),
    route(":area/:dataplan", "routes/plan.tsx", { id: id("plan") }),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

/** The operator console (docs/CONSOLE.md): one tree, no language prefixes (the member's choice is a cookie). */
const consolePages: RouteConfigEntry[] = prefix("admin", [
  layout("routes/admin/layout.tsx", { id: "admin" }, [
    index("routes/admin/home.tsx", { id: "admin-home" }),
    route("sign-in", "routes/admin/sign-in.tsx", { id: "admin-sign-in" }),
    route("setup", "routes/admin/setup.tsx", { id: "admin-setup" }),
    route("staff", "routes/admin/staff.tsx", { id: "admin-staff" }),
    route("audit", "routes/admin/audit.tsx", { id: "admin-audit" }),
    route("campaigns", "routes/admin/campaigns.tsx", { id: "admin-campaigns" }),
    route("orders", "routes/admin/orders.tsx", { id: "admin-orders" }),
    route("orders/:orderNo", "routes/admin/order.tsx", { id: "admin-order" }),
    route("attention", "routes/admin/attention.tsx", { id: "admin-attention" }),
    route("promos", "routes/admin/promos.tsx", { id: "admin-promos" }),
    route("reviews", "routes/admin/reviews.tsx", { id: "admin-reviews" }),
    route("customers", "routes/admin/customers.tsx", { id: "admin-customers" }),
    route("customers/:userId", "routes/admin/customer.tsx", { id: "admin-customer" }),
    route("catalogue", "routes/admin/catalogue.tsx", { id: "admin-catalogue" }),
    route("partners", "routes/admin/partners.tsx", { id: "admin-partners" }),
    route("partners/:merchantId", "routes/admin/partner.tsx", { id: "admin-partner" }),
    route("*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
  ]),
  route("sign-out", "routes/admin/sign-out.ts", { id: "admin-sign-out" }),
  route("audit.csv", "routes/admin/audit-csv.ts", { id: "admin-audit-csv" }),
  route("customers/:userId/export.json", "routes/admin/customer-export.ts", { id: "admin-customer-export" }),
  route("partners/:merchantId/report.csv", "routes/admin/partner-csv.ts", { id: "admin-partner-csv" }),
]);

export default [
  ...consolePages,
  layout("routes/locale-layout.tsx", { id: "layout-en" }, pages("en")),
  route("en/*", "routes/en-redirect.tsx"),
  ...LANGS.filter((l) => l !== "en").flatMap((lang) =>
    prefix(lang, [layout("routes/locale-layout.tsx", { id: `layout-${lang}` }, pages(lang))]),
  ),
] satisfies RouteConfig;
