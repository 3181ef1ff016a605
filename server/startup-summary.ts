/**
 * What a start-up says about the store: where it listens, its public address and which adapter
 * serves each port. Credentials in connection URLs are never part of it (logs are often shared).
 */
import type { Config } from "./config.ts";

export interface StartupSummary {
  listening: string;
  publicUrl: string;
  database: string;
  sharedState: string;
  mail: string;
  captcha: string;
  payments: string;
  /** Who issues the eSIMs: the simulator, or a supplier at its API's host, and how it reports back. */
  esims: string;
  /** The optional analytics and chat, and where they come from; "none" by default. */
  thirdParty: string;
}

/** host:port/path of a connection URL, without user or password. */
function endpoint(url: string): string {
  const u = new URL(url);
  return `${u.host}${u.pathname === "/" ? "" : u.pathname}`;
}

export function startupSummary(config: Config, listening: string): StartupSummary {
  return {
    listening,
    publicUrl: config.publicUrl,
    database: config.databaseUrl ? `PostgreSQL at ${endpoint(config.databaseUrl)}` : `PGlite in ${config.dataDir}/pglite`,
    sharedState: config.redisUrl ? `Redis at ${endpoint(config.redisUrl)}` : "process memory",
    mail: config.mail.transport === "smtp" ? `SMTP via ${endpoint(config.mail.smtpUrl!)}` : `outbox in ${config.mail.outboxDir}`,
    captcha: config.captcha.provider === "recaptcha" ? `Google reCAPTCHA ${config.captcha.version}` : "ALTCHA (self-hosted)",
    payments: paymentsLine(config.payments),
    esims: esimsLine(config),
    thirdParty:
      [
        config.analytics && `${config.analytics.kind === "umami" ? "Umami" : "Plausible"} analytics after consent (${new URL(config.analytics.scriptUrl).host})`,
        config.chat && `Chatwoot chat (${new URL(config.chat.baseUrl).host})`,
      ]
        .filter(Boolean)
        .join(", ") || "none",
  };
}

function esimsLine(config: Config): string {
  const { provider } = config.esim;
  if (provider === "esimaccess") {
    const c = config.suppliers.esimaccess!;
    return `eSIM Access at ${new URL(c.baseUrl).host} (${c.webhookToken ? "webhooks to /webhooks/esimaccess/<token>, and polling" : "polling only: ESIMACCESS_WEBHOOK_TOKEN is not set"})`;
  }
  if (provider === "airalo") return `Airalo at ${new URL(config.suppliers.airalo!.baseUrl).host} (signed webhooks to /webhooks/airalo, and polling)`;
  return "simulator (made-up eSIMs that connect nowhere)";
}

/** One readable line with everything above, for the "store ready" log entry. */
export function startupMessage(s: StartupSummary): string {
  return [
    `store ready at ${s.listening} (public address ${s.publicUrl})`,
    `database: ${s.database}`,
    `shared state: ${s.sharedState}`,
    `mail: ${s.mail}`,
    `captcha: ${s.captcha}`,
    `payments: ${s.payments}`,
    `eSIMs: ${s.esims}`,
    `analytics and chat: ${s.thirdParty}`,
  ].join("; ");
}

function paymentsLine(payments: Config["payments"]): string {
  if (payments.provider === "stripe") return `Stripe Checkout (${payments.stripe.mode} keys)`;
  if (payments.provider === "adyen") {
    const { environment, merchantAccount, apiUrl } = payments.adyen;
    return `Adyen ${environment} (${merchantAccount}; card component on /topay, Hosted Checkout elsewhere${apiUrl ? `; API at ${endpoint(apiUrl)}` : ""})`;
  }
  if (payments.provider === "nuvei") {
    const { environment, merchantSiteId, apiUrl } = payments.nuvei;
    return `Nuvei ${environment} (site ${merchantSiteId}; Simply Connect on /nuvei-jump, DMNs to /webhooks/nuvei${apiUrl ? `; API at ${endpoint(apiUrl)}` : ""})`;
  }
  return `sandbox (test cards only, no real money; webhooks delivered ${payments.sandboxWebhookMode})`;
}
