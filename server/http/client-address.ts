/**
 * The client's address (PRODUCT.md#client-address): what limits, sessions and the country check
 * see. Fastify walks `X-Forwarded-For` from our side through the trusted proxies
 * (TRUST_PROXY) and lists the hops in `request.ips`; entries that name no client, `unknown` (as
 * some proxies write) and loopback (a local hop), are skipped, so the nearest real address on the
 * client's side wins.
 */
import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Neither a placeholder nor a local hop. */
export const namesClient = (address: string) => isIP(address) !== 0 && !LOOPBACK.test(address);

/** `hops`: from our socket's peer outwards, as Fastify lists them (last = the client's side). */
export function pickClientAddress(hops: readonly string[], socketAddress: string): string {
  for (let i = hops.length - 1; i >= 0; i--) {
    const address = hops[i].trim();
    if (namesClient(address)) return address;
  }
  return socketAddress;
}

export const clientAddress = (request: FastifyRequest) => pickClientAddress(request.ips ?? [request.ip], request.ip);
