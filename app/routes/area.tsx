import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/area";
import { langFromUrl } from "../locale.server.ts";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = langFromUrl(new URL(request.url));
  const found = context.services.catalog.areaPlans(params.area, lang, "USD");
  if (!found) throw data(null, { status: 404 });
  return found;
}

export default function Area() {
  const { area } = useLoaderData<typeof loader>();
  return <h1>{area.name}</h1>;
}
