/**
 * Draining for a graceful shutdown (server/main.ts, docs/OPERATIONS.md#restarts-and-upgrades):
 * `app.drain()` marks the instance as leaving (readiness turns 503, answers close their
 * connection so clients open new ones elsewhere), and `app.quiet()` waits until nothing has
 * been answered for a moment.
 *
 * Why wait for quiet: closing a Node listener ends every connection without a request in
 * progress, and on a busy process a request that has arrived may not have been read yet.
 * Closing right after the drain reset 10 to 17 of 50 requests in flight on a loaded 2-core
 * machine; waiting for quiet, none (docs/decisions/0022-operations.md).
 */
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Begins a graceful shutdown: /readyz answers 503 from now on, and answers close their connection. */
    drain(): void;
    /** Resolves once nothing has been answered for QUIET_MS, or after `timeoutMs`: then closing the listener cuts no one off. */
    quiet(timeoutMs: number): Promise<void>;
  }
}

/** How long a leaving instance must have answered nothing before it closes its listener. */
const QUIET_MS = 250;
const POLL_MS = 20;

/** Decorates `app` with drain() and quiet(); answers whether it is draining (for readiness). */
export function registerDrain(app: FastifyInstance): () => boolean {
  let draining = false;
  let answering = 0;
  app.addHook("onRequest", async (_request, reply) => {
    answering += 1;
    // Whether answered or abandoned by the client, a response's stream closes once.
    reply.raw.once("close", () => void (answering -= 1));
    if (draining) reply.header("connection", "close");
  });
  app.decorate("drain", () => void (draining = true));
  app.decorate("quiet", async (timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    // Quiet for a while, not for an instant: between two requests of a burst there is none.
    let quietSince = answering === 0 ? Date.now() : Infinity;
    while (Date.now() < until && (answering > 0 || Date.now() - quietSince < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (answering > 0) quietSince = Infinity;
      else if (quietSince === Infinity) quietSince = Date.now();
    }
  });
  return () => draining;
}
