/**
 * Wires the domain services once, from configuration and an open database: the single place
 * that chooses concrete adapters (outbox or SMTP mail, ...).
 */
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Mailer } from "./adapters/mail/mailer.ts";
import { createOutboxMailer } from "./adapters/mail/outbox-mailer.ts";
import { createSmtpMailer } from "./adapters/mail/smtp-mailer.ts";
import { createCatalogService, type CatalogService } from "./domain/catalog/catalog-service.ts";
import { createPartnershipService, type PartnershipService } from "./domain/partnership/partnership-service.ts";

export interface Services {
  database: Database;
  mailer: Mailer;
  catalog: CatalogService;
  partnership: PartnershipService;
}

export function createMailer(config: Config): Mailer {
  return config.mail.transport === "smtp"
    ? createSmtpMailer(config.mail.smtpUrl!, config.mail.from)
    : createOutboxMailer(config.mail.outboxDir, config.mail.from);
}

export function createServices(config: Config, database: Database, log: FastifyBaseLogger, mailer = createMailer(config)): Services {
  const catalog = createCatalogService({
    db: database.db,
    brand: { name: config.brand.name, supportEmail: config.brand.supportEmail },
    refreshMs: config.catalogRefreshMs,
    onError: (err) => log.error({ err }, "catalogue refresh failed"),
  });
  const partnership = createPartnershipService({
    db: database.db,
    mailer,
    inbox: config.mail.partnershipInbox,
    brandName: config.brand.name,
    newId: randomUUID,
    onMailError: (err, leadId) => log.error({ err, leadId }, "partnership notification mail failed; lead is stored"),
  });
  return { database, mailer, catalog, partnership };
}
