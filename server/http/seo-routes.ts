/** robots.txt and sitemap.xml: every page in every language, areas and plans included. */
import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../../shared/html.ts";
import { LANGS } from "../../shared/i18n/locales.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { CONTENT_PAGES, pagePath } from "../../shared/site-pages.ts";
import type { Config } from "../config.ts";
import type { Services } from "../services.ts";


export function sitemapPaths(config: Config, services: Services): string[] {
  const paths = ["/", ...Object.values(CONTENT_PAGES).map((p) => pagePath(p, config.brand.slug))];
  for (const { area, plans } of services.catalog.allPaths()) {
    paths.push(`/${area}`, ...plans.map((plan) => `/${area}/${plan}`));
  }
  return LANGS.flatMap((lang) => paths.map((p) => localizePath(lang, p)));
}

export function registerSeoRoutes(app: FastifyInstance, config: Config, services: Services) {
  let cached: { version: number; xml: string } | null = null;

  app.get("/robots.txt", { config: { rateLimit: false } }, async (_req, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`),
  );

  app.get("/sitemap.xml", { config: { rateLimit: false } }, async (_req, reply) => {
    const version = services.catalog.version();
    if (cached?.version !== version) {
      const urls = sitemapPaths(config, services)
        .map((p) => `<url><loc>${escapeHtml(config.publicUrl + p)}</loc></url>`)
        .join("\n");
      cached = {
        version,
        xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      };
    }
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(cached.xml);
  });
}
