/** Any path under /admin no console page claims: 404, inside the console's frame. */
import { data } from "react-router";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export function loader() {
  throw data(null, { status: 404 });
}

export default function ConsoleNotFound() {
  return null;
}
