/** Types the `context` every loader receives (built per request by the server, see server/http/ssr.ts). */
import type { StoreLoadContext } from "../server/http/ssr.ts";

declare module "react-router" {
  interface AppLoadContext extends StoreLoadContext {}
}

export type { StoreLoadContext };
