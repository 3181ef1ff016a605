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

/**
 * Sleeps woken in the order they are due, the clock moved to each, the `late`-th one (counting
 * from 1) that many ms after it was due: a timer fired late on a busy event loop.
 */
function lateTimers(late: Record<number, number>) {
  let t = 1_000_000;
  let asked = 0;
  const sleeping: { due: number; wake: () => void }[] = [];
  return {
    now: () => t,
    sleep: (ms: number) =>
      new Promise<void>((wake) => {
        sleeping.push({ due: t + ms + (late[++asked] ?? 0), wake });
      }),
    /** Wakes the sleepers one by one, letting each caller run on to its next sleep. */
    async run() {
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (sleeping.length === 0) return;
        sleeping.sort((a, b) => a.due - b.due);
        const next = sleeping.shift()!;
        t = Math.max(t, next.due);
        next.wake();
      }
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

  it("counts a turn taken late from when it was taken, so the turns after it keep the limit", async () => {
    // The first wait (the third turn, due a second after the first) ends 300 ms late.
    const clock = lateTimers({ 1: 300 });
    const pacer = createRequestPacer({ limit: 2, windowMs: 1000, ...clock });
    const starts: number[] = [];
    const callers = Promise.all(
      Array.from({ length: 6 }, async () => {
        await pacer.turn();
        starts.push(clock.now() - 1_000_000);
      }),
    );
    await clock.run();
    await callers;
    // Planned 0, 0, 1000, 1000, 2000, 2000; the late one started at 1300, so the fifth (two
    // places after it) waits until 2300 instead of joining the sixth at 2000.
    expect(starts.toSorted((a, b) => a - b)).toEqual([0, 0, 1000, 1300, 2000, 2300]);
    expect(busiestWindow(starts, 1000)).toBe(2);
  });

  it("refuses a limit it cannot keep", () => {
    expect(() => createRequestPacer({ limit: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => createRequestPacer({ limit: 8, windowMs: 0 })).toThrow(RangeError);
  });
});
