/** The pure rules of order reviews: who may review, what a text may hold, the edit window, the prompt's pause, the store's reply and the masked buyer. */
import { describe, expect, it } from "vitest";
import { REVIEW_TEXT_MAX } from "../../../shared/review-rules.ts";
import { averageRating, editableUntil, hasLink, isEditable, isReviewable, maskEmail, normalizeReviewText, promptAllowed, replyProblem, reviewProblem, type ReviewableFacts } from "./reviews-rules.ts";

const DAY = 86_400_000;
const delivered = (esim: ReviewableFacts["esim"]): ReviewableFacts => ({ kind: "esim", status: "DELIVERED", esim });

describe("which orders can be reviewed", () => {
  it("a delivered eSIM once it carried data, started, finished or expired", () => {
    expect(isReviewable(delivered({ dataUsedMb: 1, validityState: "VALID" }))).toBe(true);
    for (const validityState of ["INUSE", "TIME_FINISHED", "USAGE_FINISHED", "EXPIRED"] as const) {
      expect(isReviewable(delivered({ dataUsedMb: 0, validityState })), validityState).toBe(true);
    }
  });

  it("not an unused eSIM, one not delivered yet, a refunded order or a top-up", () => {
    expect(isReviewable(delivered({ dataUsedMb: 0, validityState: "VALID" }))).toBe(false);
    expect(isReviewable(delivered(null))).toBe(false);
    const used = { dataUsedMb: 300, validityState: "INUSE" } as const;
    for (const status of ["PAID", "REFUNDING", "REFUNDED", "AWAITING_PAYMENT", "CANCELLED"] as const) {
      expect(isReviewable({ kind: "esim", status, esim: used }), status).toBe(false);
    }
    expect(isReviewable({ kind: "topup", status: "DELIVERED", esim: used })).toBe(false);
  });
});

describe("links in a review", () => {
  it.each([
    "see https://cheap-esims.example/deal",
    "HTTP://EXAMPLE.NET",
    "go to www.example.org",
    "visit WWW2.example.com now",
    "write to ada@example.com",
    "mail me: ada.traveller+esim@mail.example.co",
    "best deals at cheap-esims.shop",
    "t.me/deals",
    "ｗｗｗ．example．com",
    "見てください example.jp",
    "ftp://files.example",
  ])("finds one in %j", (text) => expect(hasLink(text)).toBe(true));

  it.each([
    "Worked from Narita to Osaka, 4G everywhere.",
    "Speed was fine.It dropped in the mountains.",
    "Used 3.5 GB in 7 days; e.g. maps and video calls",
    "5 stars!!! @home it installed in a minute",
    "Schnell und zuverlässig, z.B. in Kyoto.",
    "速度很快，信号稳定。",
    "",
  ])("finds none in %j", (text) => expect(hasLink(text)).toBe(false));
});

describe("what a review may hold", () => {
  it("stars 1 to 5, whole", () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(reviewProblem(rating, null)).toBeNull();
    for (const rating of [0, 6, -1, 4.5, Number.NaN]) expect(reviewProblem(rating, null), String(rating)).toBe("REVIEW_RATING_INVALID");
  });

  it("a text of up to REVIEW_TEXT_MAX characters, counted as characters", () => {
    expect(reviewProblem(4, "a".repeat(REVIEW_TEXT_MAX))).toBeNull();
    expect(reviewProblem(4, "a".repeat(REVIEW_TEXT_MAX + 1))).toBe("REVIEW_TOO_LONG");
    // Each emoji is two UTF-16 units but one character.
    expect(reviewProblem(4, "👍".repeat(REVIEW_TEXT_MAX))).toBeNull();
  });

  it("line breaks and tabs, but no other control character", () => {
    expect(reviewProblem(4, "Good.\nVery good.\tReally.")).toBeNull();
    for (const bad of ["bell\u0007", "nul\u0000", "esc\u001b[31m", "del\u007f", "c1\u0085", "lone \ud800 surrogate"]) {
      expect(reviewProblem(4, bad), JSON.stringify(bad)).toBe("REVIEW_CHARACTERS");
    }
  });

  it("no link", () => expect(reviewProblem(5, "buy at www.example.com")).toBe("REVIEW_LINK"));

  it("stores a text trimmed, with plain line feeds, and nothing as null", () => {
    expect(normalizeReviewText("  Fast.\r\nCheap.\r ")).toBe("Fast.\nCheap.");
    expect(normalizeReviewText("   \n ")).toBeNull();
    expect(normalizeReviewText(undefined)).toBeNull();
  });
});

describe("the edit window", () => {
  const written = new Date("2026-03-01T10:00:00Z");
  it("is open for 30 days after writing, then closed", () => {
    expect(editableUntil(written).toISOString()).toBe("2026-03-31T10:00:00.000Z");
    expect(isEditable(written, written)).toBe(true);
    expect(isEditable(written, new Date(written.getTime() + 30 * DAY - 1))).toBe(true);
    expect(isEditable(written, new Date(written.getTime() + 30 * DAY))).toBe(false);
    expect(isEditable(written, new Date(written.getTime() + 400 * DAY))).toBe(false);
  });
});

describe("the prompt's schedule", () => {
  const closed = new Date("2026-01-10T00:00:00Z");
  it("may show when never closed, and again 120 days after it was closed", () => {
    expect(promptAllowed(null, closed)).toBe(true);
    expect(promptAllowed(closed, closed)).toBe(false);
    expect(promptAllowed(closed, new Date(closed.getTime() + 119 * DAY))).toBe(false);
    expect(promptAllowed(closed, new Date(closed.getTime() + 120 * DAY - 1))).toBe(false);
    expect(promptAllowed(closed, new Date(closed.getTime() + 120 * DAY))).toBe(true);
  });
});

describe("the average", () => {
  it("has one decimal, and is null without ratings", () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(5, 1)).toBe(5);
  });
});

describe("the store's reply", () => {
  it("is 1 to 1,000 characters a page can show; links are the store's own business", () => {
    expect(replyProblem(null)).toBe("REVIEW_REPLY_LENGTH");
    expect(replyProblem("a".repeat(1001))).toBe("REVIEW_REPLY_LENGTH");
    expect(replyProblem("🙏".repeat(1000))).toBeNull();
    expect(replyProblem("Thanks\u0000")).toBe("REVIEW_REPLY_CHARACTERS");
    expect(replyProblem("Thanks!\n\tSee our help pages at example.com")).toBeNull();
  });
});

describe("the buyer's masked address", () => {
  it("keeps the first character of the name and the domain", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j***@example.com");
    expect(maskEmail("j@example.com")).toBe("j***@example.com");
    expect(maskEmail("émile@example.fr")).toBe("é***@example.fr");
    expect(maskEmail("no-at-sign")).toBe("***");
  });
});
