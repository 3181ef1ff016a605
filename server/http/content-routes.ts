/** Content endpoints: thin adapters from the contract to the content service. */
import type { ContentService } from "../domain/content/index.ts";
import { fail, ok, type Api } from "./contract.ts";

const TAG = "Content";

export function registerContentRoutes(api: Api, content: ContentService) {
  api.route({
    path: "/v1/query/banner",
    tag: TAG,
    summary: "Home page banners",
    cacheKey: () => "",
    handler: ({ lang }) => ok(content.banners(lang)),
  });

  api.route({
    path: "/v1/dialog/show/list",
    tag: TAG,
    summary: "Marketing dialogs active today for a page",
    // Depends on the date, so it is computed each time (it is tiny).
    handler: ({ body, lang }) => ok(content.dialogs(body.page, lang)),
  });

  api.route({
    path: "/v1/load/resource",
    tag: TAG,
    summary: "Editorial content (how it works, FAQ, terms, privacy, about, campaigns) by key and language",
    cacheKey: (b) => b.key,
    handler: ({ body, lang }) => {
      const found = content.resource(body.key, lang);
      return found ? ok({ key: body.key, lang, content: found }) : fail("RESOURCE_NOT_FOUND");
    },
  });
}
