/** Any path no page claims: answered 404 with the not-found page in the current language. */
import { data, redirect } from "react-router";
import type { Route } from "./+types/not-found";
import { guardRedirect } from "../../shared/access-guard.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  // Guarded paths that do not exist yet (/orders, /credit) still send a signed-out visitor to log in.
  const url = new URL(request.url);
  const guarded = guardRedirect(url.pathname, url.search, context.session !== null);
  if (guarded) throw redirect(guarded);
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
