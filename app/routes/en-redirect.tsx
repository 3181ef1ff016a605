/** `/en/...` is English's explicit form: send it to the unprefixed page. */
import { redirect } from "react-router";
import type { Route } from "./+types/en-redirect";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rest = url.pathname.replace(/^\/en(?=\/|$)/i, "") || "/";
  throw redirect(`${rest}${url.search}`, 301);
}

export default function EnRedirect() {
  return null;
}
