import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { langFromUrl } from "../locale.server.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { localizePath } from "../../shared/i18n/paths.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromUrl(new URL(request.url));
  return { areas: context.services.catalog.listAreas(lang, "USD") };
}

export default function Home() {
  const { areas } = useLoaderData<typeof loader>();
  const { t, lang } = useI18n();
  return (
    <>
      <h1>{t("home.heading")}</h1>
      <p>{t("demo.notice")}</p>
      <h2>{t("home.destinations")}</h2>
      <ul className="area-list">
        {areas.map((a) => (
          <li key={a.id}>
            <Link to={localizePath(lang, `/${a.slug}`)}>
              <img src={a.flag} alt="" width={24} height={18} loading="lazy" /> {a.name}
            </Link>
            {a.fromPrice && <span> {t("home.from", { price: `${a.fromPrice.symbol}${a.fromPrice.amount}` })}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
