/**
 * The address a visitor is sent back to from a payment provider's page (PRODUCT.md#return-addresses).
 *
 * With PUBLIC_URL set, always that: the Host header is the visitor's to write, and a store with a
 * known address never builds links from it. Without PUBLIC_URL (a store tried out on this machine
 * or a LAN), the address the visitor used, over the protocol of their request: a store reached at
 * 127.0.0.1:3000 must not send the payer to localhost:3000, where the browser holds no session
 * cookie. Anyone can send any Host, but the address only comes back to the sender (in this
 * answer and the provider's redirect): it is never stored for others, nor put in a mail (mails
 * have no request and use PUBLIC_URL, or the address derived from HOST and PORT). A Host that is
 * not a plain host name or address with a port falls back to that derived address too.
 */
import type { Config } from "../config.ts";

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function returnOrigin(
  config: Pick<Config, "publicUrl" | "publicUrlConfigured">,
  request: { protocol: string; host: string | undefined },
): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  const host = request.host;
  if (!host || host.length > 260 || !HOST.test(host)) return config.publicUrl;
  return `${request.protocol === "https" ? "https" : "http"}://${host.toLowerCase()}`;
}
