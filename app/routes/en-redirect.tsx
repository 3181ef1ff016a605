/** `/en/...` is English's explicit form: send it to the unprefixed page. */
import { redirect } from "react-router";
import type { Route } from "./+types/en-redirect";
import { sameSitePath } from "../../shared/same-site.ts";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rest = url.pathname.replace(/^\/en(?=\/|$)/i, "") || "/";
  // `/en//evil.test` must not become `//evil.test`, another host to a browser.
  throw redirect(sameSitePath(rest) + url.search, 301);
}

export default function EnRedirect() {
  return null;
}
