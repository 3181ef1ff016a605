/**
 * The page tree, mounted once unprefixed (English) and once under each language prefix.
 * Route files are shared; ids are suffixed with the language so they stay unique. Static
 * prefixes outrank the dynamic `:area` segment, so `/de` is German home and `/japan` an area.
 */
import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { LANGS, type Lang } from "../shared/i18n/locales.ts";

function pages(lang: Lang): RouteConfigEntry[] {
  const id = (name: string) => `${name}-${lang}`;
  return [
    index("routes/home.tsx", { id: id("home") }),
    route(":area", "routes/area.tsx", { id: id("area") }),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [
  layout("routes/locale-layout.tsx", { id: "layout-en" }, pages("en")),
  route("en/*", "routes/en-redirect.tsx"),
  ...LANGS.filter((l) => l !== "en").flatMap((lang) =>
    prefix(lang, [layout("routes/locale-layout.tsx", { id: `layout-${lang}` }, pages(lang))]),
  ),
] satisfies RouteConfig;
