import { describe, expect, it } from "vitest";
import { firstOfBurst } from "./first-of-burst.ts";

describe("firstOfBurst", () => {
  it("reports the first call, stays quiet while calls keep coming, and reports again after a quiet spell", () => {
    let t = 0;
    const seen: number[] = [];
    const report = firstOfBurst((n: number) => seen.push(n), 1_000, () => t);
    for (let i = 0; i < 10; i++) {
      report(i);
      t += 500;
    }
    t += 1_001;
    report(99);
    expect(seen).toEqual([0, 99]);
  });
});
