/** `/error`: the error page as a destination of its own (PRODUCT.md#error-pages); `?status=` picks the code shown. */
import { useLoaderData } from "react-router";
import type { Route } from "./+types/error-page";
import { ErrorView } from "../shell/page-error.tsx";
import { i18nFromMatches, seoTags } from "../shell/seo.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const status = Number(new URL(request.url).searchParams.get("status"));
  return { status: Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500 };
}

export function meta({ matches }: Route.MetaArgs) {
  const ctx = i18nFromMatches(matches);
  if (!ctx) return [];
  const { t } = ctx.i18n;
  return seoTags({ layout: ctx.layout, title: t("meta.error.title"), description: t("error.description"), path: "/error", noindex: true });
}

export default function ErrorPage() {
  const { status } = useLoaderData<typeof loader>();
  return <ErrorView status={status} head={false} />;
}
