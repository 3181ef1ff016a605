import { describe, expect, it } from "vitest";
import { createWorkLimit, hashPassword, passwordMatches } from "./password-hashing.ts";

describe("the password work limit", () => {
  it("runs at most its limit at once and refuses the next at once, without queueing it", async () => {
    const limit = createWorkLimit(2);
    const gates: (() => void)[] = [];
    const work = () => new Promise<string>((resolve) => gates.push(() => resolve("done")));
    const running = [limit.run(work), limit.run(work)];
    expect(await limit.run(work)).toBeNull();
    expect(gates).toHaveLength(2);
    gates.forEach((open) => open());
    expect(await Promise.all(running)).toEqual(["done", "done"]);
    expect(limit.inFlight).toBe(0);
    expect(await limit.run(async () => "again")).toBe("again");
  });

  it("frees its place when the work fails", async () => {
    const limit = createWorkLimit(1);
    await expect(limit.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limit.run(async () => 1)).toBe(1);
  });
});

describe("password hashes", () => {
  it("are argon2id at m = 19 MiB, t = 2, p = 1 (OWASP ASVS 5), salted", async () => {
    const a = await hashPassword("Lisbon by tram 28");
    const b = await hashPassword("Lisbon by tram 28");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await passwordMatches(a!, "Lisbon by tram 28")).toBe(true);
    expect(await passwordMatches(a!, "lisbon by tram 28")).toBe(false);
  });
});
