import { describe, expect, it } from "vitest";
import { createRequestPacer } from "./request-pacer.ts";

/** A clock that moves only when a caller sleeps: the pacer's own waits are the only time that passes. */
function fakeClock() {
  let t = 1_000_000;
  return {
    now: () => t,
    sleep: async (ms: number) => {
      t += ms;
    },
  };
}

/** The largest number of starts within any half-open window of `windowMs`. */
function busiestWindow(starts: number[], windowMs: number): number {
  return Math.max(...starts.map((s) => starts.filter((x) => x >= s && x < s + windowMs).length));
}

describe("request pacer", () => {
  it("lets a burst of `limit` go at once, then never more than `limit` in any window", async () => {
    const clock = fakeClock();
    const pacer = createRequestPacer({ limit: 8, windowMs: 1000, ...clock });
    const starts: number[] = [];
    for (let i = 0; i < 20; i++) {
      await pacer.turn();
      starts.push(clock.now());
    }
    const t0 = starts[0];
    expect(starts.slice(0, 8).every((s) => s === t0)).toBe(true);
    expect(starts[8]).toBe(t0 + 1000);
    expect(starts[16]).toBe(t0 + 2000);
    expect(busiestWindow(starts, 1000)).toBe(8);
  });

  it("hands concurrent callers distinct turns in the order they asked", async () => {
    let t = 0;
    const slept: number[] = [];
    const pacer = createRequestPacer({
      limit: 2,
      windowMs: 500,
      now: () => t,
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
    await Promise.all(Array.from({ length: 5 }, () => pacer.turn()));
    // Starts at 0, 0, 500, 500, 1000: the clock stood still, so each wait is measured from 0.
    expect(slept).toEqual([500, 500, 1000]);
    t = 5000;
    await pacer.turn();
    expect(slept).toHaveLength(3);
  });

  it("refuses a limit it cannot keep", () => {
    expect(() => createRequestPacer({ limit: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => createRequestPacer({ limit: 8, windowMs: 0 })).toThrow(RangeError);
  });
});
