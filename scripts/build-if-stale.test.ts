/** The rule that lets `npm start` skip the storefront build: rebuild exactly when an input changed. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { currentInputs, staleReason, type BuildInputs } from "./build-if-stale.mjs";

const inputs = (files: Record<string, string>, env: Record<string, string> = { BRAND_SLUG: "" }): BuildInputs => ({ files, env });
const built = { buildPresent: true };

describe("staleReason", () => {
  const last = inputs({ "app/root.tsx": "h1", "shared/money.ts": "h2", "package-lock.json": "h3" });

  it("is null when nothing changed: the start goes straight to the server", () => {
    expect(staleReason(last, inputs({ ...last.files }), built)).toBeNull();
  });

  it("names the changed, added or removed file", () => {
    expect(staleReason(last, inputs({ ...last.files, "app/root.tsx": "h9" }), built)).toBe("app/root.tsx changed");
    expect(staleReason(last, inputs({ ...last.files, "app/new.tsx": "h4" }), built)).toBe("app/new.tsx was added");
    const { "shared/money.ts": _gone, ...rest } = last.files;
    expect(staleReason(last, inputs(rest), built)).toBe("shared/money.ts was removed");
    expect(staleReason(last, inputs({ ...last.files, "package-lock.json": "h0" }), built)).toBe("package-lock.json changed");
  });

  it("rebuilds when a build-time setting changed (the brand slug is in the page paths)", () => {
    expect(staleReason(last, inputs({ ...last.files }, { BRAND_SLUG: "wanderly" }), built)).toBe("BRAND_SLUG changed");
  });

  it("rebuilds without a build, or without a stamp to compare (a build made before stamps)", () => {
    expect(staleReason(last, inputs({ ...last.files }), { buildPresent: false })).toBe("no build yet");
    expect(staleReason(null, inputs({ ...last.files }), built)).toBe("no record of what the last build was made from");
  });
});

describe("currentInputs", () => {
  it("hashes file contents (not times), so only a real edit of a built file makes the build stale", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-inputs-"));
    try {
      fs.mkdirSync(path.join(root, "app", "routes"), { recursive: true });
      fs.writeFileSync(path.join(root, "app", "routes", "home.tsx"), "export default 1;");
      fs.writeFileSync(path.join(root, "vite.config.ts"), "export default {};");
      fs.writeFileSync(path.join(root, "unrelated.md"), "notes");
      fs.writeFileSync(path.join(root, "app", "routes", "home.test.ts"), "test");
      const before = currentInputs(root, { BRAND_SLUG: "roamwell" });
      expect(Object.keys(before.files)).toEqual(["app/routes/home.tsx", "vite.config.ts"]);
      expect(before.env).toEqual({ BRAND_SLUG: "roamwell" });

      fs.writeFileSync(path.join(root, "unrelated.md"), "more notes");
      fs.writeFileSync(path.join(root, "app", "routes", "home.test.ts"), "another test");
      fs.writeFileSync(path.join(root, "vite.config.ts"), "export default {};");
      fs.utimesSync(path.join(root, "vite.config.ts"), new Date(), new Date(Date.now() + 60_000));
      expect(staleReason(before, currentInputs(root, { BRAND_SLUG: "roamwell" }), built)).toBeNull();

      fs.writeFileSync(path.join(root, "app", "routes", "home.tsx"), "export default 2;");
      expect(staleReason(before, currentInputs(root, { BRAND_SLUG: "roamwell" }), built)).toBe("app/routes/home.tsx changed");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
