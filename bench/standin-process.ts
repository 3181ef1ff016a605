/**
 * The eSIM Access stand-in in a process of its own, for bench/provisioning.ts: in the store's
 * process its arrival times would be taken whenever the store's event loop got round to them,
 * bunching requests that left apart. Started with fork() and its settings in BENCH_STANDIN (JSON
 * of the stand-in's options); sends `{ baseUrl }` once it listens, then answers the parent's
 * questions over IPC until the parent disconnects.
 */
import { startEsimAccessStandIn, type StandInOptions } from "../server/adapters/esim/esimaccess/esimaccess-standin.ts";

export type StandInQuestion =
  | { ask: "webhooks"; mode: "send" | "drop" }
  /** Requests received from the `from`-th on, with the stand-in's clock (ms, fractional). */
  | { ask: "requests"; from: number }
  /** How many orders the stand-in took for each transaction id. */
  | { ask: "orders"; transactionIds: string[] };

const options = JSON.parse(process.env.BENCH_STANDIN ?? "{}") as StandInOptions;
const standIn = await startEsimAccessStandIn({ ...options, now: () => performance.timeOrigin + performance.now() });
const { control } = standIn;

function answer(question: StandInQuestion): unknown {
  switch (question.ask) {
    case "webhooks":
      control.webhooks.mode = question.mode;
      return null;
    case "requests":
      return control.requests.slice(question.from);
    case "orders": {
      const taken = new Map<string, number>();
      for (const order of control.orders()) taken.set(order.transactionId, (taken.get(order.transactionId) ?? 0) + 1);
      return question.transactionIds.map((id) => taken.get(id) ?? 0);
    }
  }
}

process.on("message", ({ id, question }: { id: number; question: StandInQuestion }) => process.send!({ id, answer: answer(question) }));
process.once("disconnect", () => void standIn.close().then(() => process.exit(0)));
process.send!({ baseUrl: standIn.baseUrl });
