/**
 * `npm run reviews -- <command>`: moderate order reviews from the command line
 * (docs/PRODUCT.md#order-reviews); the console's Reviews section (/admin/reviews) does the same.
 * A review waits as pending until published; an edit by its author makes it pending again. Each
 * change is in the audit log, with no member (the command line). Works on the configured database
 * (DATA_DIR or DATABASE_URL); a running store on embedded PGlite must be stopped first, as PGlite
 * allows one process.
 */
import { REJECT_REASONS, REVIEW_STATUSES, type ReviewStatus } from "../../shared/review-rules.ts";
import type { ReviewRow } from "../domain/reviews/index.ts";
import { runOnDatabase } from "./cli-support.ts";

const USAGE = `usage: npm run reviews -- <command>
  list [--status pending|published|rejected]   reviews, newest first (all statuses unless told)
  publish <id>                                  show it on the plan and area pages
  reject <id> [reason]                          keep it off every page; reason: ${REJECT_REASONS.join(", ")}`;

/** One line per review; the text on one line, so a list stays readable in a terminal. */
const line = (r: ReviewRow) =>
  [r.id, r.status, `${r.rating}/5`, r.lang, `${r.areaSlug}/${r.planSlug}`, r.orderNo, r.createdAt.toISOString(), (r.body ?? "").replace(/\s+/g, " ")].join("\t");

function statusOption(args: string[]): ReviewStatus | null {
  if (args.length === 0) return null;
  const [flag, value] = args;
  if (flag !== "--status" || !REVIEW_STATUSES.includes(value as ReviewStatus) || args.length > 2) throw new Error(USAGE);
  return value as ReviewStatus;
}

const [command, ...args] = process.argv.slice(2);
await runOnDatabase(async ({ reviews }) => {
  switch (command) {
    case "list":
      for (const r of await reviews.list(statusOption(args))) console.log(line(r));
      break;
    case "publish":
    case "reject": {
      if (args.length !== 1 && !(command === "reject" && args.length === 2)) throw new Error(USAGE);
      const done = command === "publish" ? await reviews.publish(args[0]!) : await reviews.reject(args[0]!, args[1] ?? null);
      if (!done.ok) throw new Error(done.code === "REVIEW_REJECT_REASON" ? USAGE : `no review ${args[0]}`);
      console.log(`${done.obj.id} ${done.obj.status}`);
      break;
    }
    default:
      throw new Error(USAGE);
  }
});
