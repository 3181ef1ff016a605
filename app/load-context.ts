/** Types the `context` every loader and action receives: the server's request context (server/context.ts). */
import type { RequestContext } from "../server/context.ts";

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}

export type { RequestContext };
