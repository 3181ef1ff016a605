import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ALLOWED_SERVER_CYCLES, checkImportCycles } from "./import-cycles.mjs";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project folder with this repo's module settings (`.ts` suffixes, a `~/` alias) and the given files. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
  roots.push(root);
  const tsconfig = {
    compilerOptions: { module: "ESNext", moduleResolution: "Bundler", allowImportingTsExtensions: true, noEmit: true, jsx: "react-jsx", baseUrl: ".", paths: { "~/*": ["./*"] } },
  };
  for (const [file, text] of Object.entries({ "tsconfig.json": JSON.stringify(tsconfig), ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("import cycle check", () => {
  it("finds a cycle of `.ts`-suffixed value imports", async () => {
    const root = project({
      "server/a.ts": 'import { b } from "./b.ts";\nexport const a = () => b;\n',
      "server/b.ts": 'import { a } from "./a.ts";\nexport const b = () => a;\n',
    });
    const { cycles } = await checkImportCycles({ root });
    expect(cycles).toEqual([["server/a.ts", "server/b.ts"]]);
  });

  it("counts type-only imports, dynamic imports and `~/` aliases", async () => {
    const root = project({
      "app/x.ts": 'import type { Y } from "./y.ts";\nexport type X = { y?: Y };\n',
      "app/y.ts": 'import type { X } from "./x.ts";\nexport type Y = { x?: X };\n',
      "app/host.tsx": 'export const load = () => import("./lazy.tsx");\nexport const name = "host";\n',
      "app/lazy.tsx": 'import { name } from "./host.tsx";\nexport default name;\n',
      "shared/p.ts": 'import { q } from "~/shared/q.ts";\nexport const p = () => q;\n',
      "shared/q.ts": 'import { p } from "./p.ts";\nexport const q = () => p;\n',
    });
    const { cycles, unresolved } = await checkImportCycles({ root });
    expect(unresolved).toEqual([]);
    expect(cycles.map((cycle) => [...cycle].sort())).toEqual(
      expect.arrayContaining([
        ["app/x.ts", "app/y.ts"],
        ["app/host.tsx", "app/lazy.tsx"],
        ["shared/p.ts", "shared/q.ts"],
      ]),
    );
    expect(cycles).toHaveLength(3);
  });

  it("allows exactly the listed server cycles, and still reports a new one through their files", async () => {
    const files = {
      "server/a.ts": 'import { b } from "./b.ts";\nexport const a = () => b;\n',
      "server/b.ts": 'import { a } from "./a.ts";\nexport const b = () => a;\n',
    };
    const allowed = [["server/a.ts", "server/b.ts"]];
    expect(await checkImportCycles({ root: project(files), allowed })).toEqual({ cycles: [], stale: [], unresolved: [], misplaced: [] });

    const grown = await checkImportCycles({
      root: project({
        ...files,
        "server/a.ts": 'import { b } from "./b.ts";\nimport { c } from "./c.ts";\nexport const a = () => [b, c];\n',
        "server/c.ts": 'import { b } from "./b.ts";\nexport const c = () => b;\n',
      }),
      allowed,
    });
    expect(grown.cycles).toEqual([["server/a.ts", "server/c.ts", "server/b.ts"]]);
  });

  it("fails on an allowed cycle that is gone, and on one outside server/", async () => {
    const root = project({
      "server/a.ts": 'import { b } from "./b.ts";\nexport const a = () => b;\n',
      "server/b.ts": "export const b = 1;\n",
      "app/c.ts": "export const c = 1;\n",
    });
    const { stale, misplaced } = await checkImportCycles({ root, allowed: [["server/a.ts", "server/b.ts"], ["app/c.ts", "server/b.ts"]] });
    expect(stale).toEqual([["server/a.ts", "server/b.ts"]]);
    expect(misplaced).toEqual([["app/c.ts", "server/b.ts"]]);
  });

  it("reports an import it cannot resolve, and ignores cycles outside the checked folders", async () => {
    const root = project({
      "server/a.test.ts": 'import { t1 } from "../tests/t1.ts";\nimport { gone } from "./gone.ts";\nexport const a = [t1, gone];\n',
      "tests/t1.ts": 'import { t2 } from "./t2.ts";\nexport const t1 = () => t2;\n',
      "tests/t2.ts": 'import { t1 } from "./t1.ts";\nexport const t2 = () => t1;\n',
    });
    const { cycles, unresolved } = await checkImportCycles({ root });
    expect(cycles).toEqual([]);
    expect(unresolved).toEqual(["server/a.test.ts: ./gone.ts"]);
  });

  // The check itself, run by `npm test` as part of the unit tests: parsing every file of server/,
  // app/ and shared/ takes a few seconds.
  it("passes on this repository, with only the known server/ cycles allowed", { timeout: 60_000 }, async () => {
    const root = path.resolve(import.meta.dirname, "..");
    expect(await checkImportCycles({ root, allowed: ALLOWED_SERVER_CYCLES })).toEqual({ cycles: [], stale: [], unresolved: [], misplaced: [] });
  });
});
