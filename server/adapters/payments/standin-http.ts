/**
 * A payment provider's stand-in on the wire (docs/CHECKOUT.md#adyen-stand-in,
 * #nuvei-stand-in): one request handler, served by node:http on 127.0.0.1 at a free port, and
 * called directly by a browser test that routes the provider's real hosts to it.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInRequest {
  method: string;
  /** The path and query, as the request line has them. */
  url: string;
  headers: Record<string, string | undefined>;
  body: string;
}

export interface StandInResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

/** Serves `handle`; answers the base address (`http://127.0.0.1:<port>`) and a way to stop. */
export async function serveStandIn(handle: (request: StandInRequest) => Promise<StandInResponse>): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    void readBody(req)
      .then((body) => handle({ method: req.method ?? "GET", url: req.url ?? "/", headers: req.headers as Record<string, string | undefined>, body }))
      .then((answer) => {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      })
      .catch((err: unknown) => {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(err));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A stand-in's webhooks on their way out, as tests need to see and steer them: kept in order,
 * sent unless held, sent again byte for byte on demand, and awaited until answered.
 */
export function webhookOutbox<D extends { body: string; status?: number }>(send: (delivery: D) => Promise<number>) {
  const deliveries: D[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let held = false;

  async function post(delivery: D): Promise<number> {
    delivery.status = await send(delivery).catch(() => 0);
    return delivery.status;
  }

  return {
    deliveries,
    /** Keeps a new webhook and, unless held, sends it. */
    dispatch(delivery: D) {
      deliveries.push(delivery);
      if (held) return;
      const pending = post(delivery);
      inFlight.add(pending);
      void pending.finally(() => inFlight.delete(pending));
    },
    hold(on: boolean) {
      held = on;
    },
    redeliver: post,
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

