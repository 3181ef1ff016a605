/** Any path no page claims: answered 404 with the not-found page in the current language. */
import { data } from "react-router";
export { PageErrorBoundary as ErrorBoundary } from "../components/page-error.tsx";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
