/**
 * A load balancer as production puts in front of several instances, small enough to read: it
 * asks each instance's /readyz every 100 ms, sends each request to the next ready one in turn
 * over kept-alive connections, and never retries. A request it could not deliver, or whose
 * instance dropped it, is recorded in `failures` (and answered 502), so a test sees every loss.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Balancer {
  base: string;
  /** Requests an instance did not answer: "<method> <path>: <error>". */
  failures: string[];
  /** How many requests each instance answered, by port. */
  served: Map<number, number>;
  close(): Promise<void>;
}

export async function startBalancer(ports: readonly number[]): Promise<Balancer> {
  const agent = new http.Agent({ keepAlive: true });
  const ready = new Map<number, boolean>();
  const served = new Map<number, number>();
  const failures: string[] = [];
  const check = () => {
    for (const port of ports) {
      fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => ready.set(port, res.ok),
        () => ready.set(port, false),
      );
    }
  };
  check();
  const poll = setInterval(check, 100);
  let turn = 0;
  const server = http.createServer((req, res) => {
    const up = ports.filter((port) => ready.get(port));
    if (up.length === 0) {
      failures.push(`${req.method} ${req.url}: no instance ready`);
      res.writeHead(503).end();
      return;
    }
    const port = up[turn++ % up.length]!;
    const upstream = http.request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      served.set(port, (served.get(port) ?? 0) + 1);
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", (err) => {
      failures.push(`${req.method} ${req.url} (port ${port}): ${err.message}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    failures,
    served,
    async close() {
      clearInterval(poll);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
