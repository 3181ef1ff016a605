#!/usr/bin/env node
// Import cycles in server/, app/ and shared/. dpdm builds the import graph (it parses with the
// TypeScript compiler and resolves through tsconfig.json: `.ts` suffixes, `paths` aliases such as
// `~/`, rootDirs); this script finds every import that closes a cycle. (dpdm's own cycle list walks
// each file once, so it can miss a second cycle through files it already walked: one running
// through an allowed cycle's files would pass unseen.) Run by `npm test`; exits 1 on a cycle that
// is not allowed, on an allowed cycle that is gone, and on an import dpdm could not resolve (an
// unseen import could hide a cycle).
//   node scripts/import-cycles.mjs
//
// Counted: type-only imports (a type cycle still ties two modules' contracts together, and turns
// into a value cycle with one edit) and dynamic import() (a lazily loaded module that imports its
// loader back is the same knot; the bundler only hides it). Not followed: node_modules, and React
// Router's generated route types (`./+types/<route>` in .react-router/), which refer to each route
// module by design and exist only after `react-router typegen`.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseDependencyTree } from "dpdm";

/** The folders whose files are checked; a cycle is reported when one of its files lies in one. */
export const CHECKED = ["server", "app", "shared"];

/**
 * Cycles in server/ tolerated for a while (each entry a cycle's files in import order, the last
 * importing the first). Empty: there are none, and a new one is untied, not listed. The check
 * allows exactly these, fails on an entry whose cycle is gone, and refuses entries outside server/.
 * @type {string[][]}
 */
export const ALLOWED_SERVER_CYCLES = [];

const EXCLUDE = /[\\/](?:node_modules|\.react-router)[\\/]/;
/** React Router's generated route types: not followed (see the head of this file). */
const GENERATED_TYPES = /^\.\/\+types\//;

const inChecked = (file, roots) => roots.some((root) => file.startsWith(`${root}/`));
const edgeKey = (from, to) => `${from} -> ${to}`;
/** A cycle's imports: each file imports the next, the last the first. */
const cycleEdges = (cycle) => cycle.map((file, i) => edgeKey(file, cycle[(i + 1) % cycle.length]));

/** A cycle started at its alphabetically first file, so one cycle always reads the same. */
function canonical(cycle) {
  const first = cycle.indexOf([...cycle].sort()[0]);
  return [...cycle.slice(first), ...cycle.slice(0, first)];
}

/** The shortest chain of imports from `from` to `to` (both included), or null when there is none. */
function importPath(tree, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const file = queue.shift();
    if (file === to) {
      const chain = [];
      for (let at = to; at !== null; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const dep of tree[file] ?? []) {
      if (dep.id && !previous.has(dep.id)) {
        previous.set(dep.id, file);
        queue.push(dep.id);
      }
    }
  }
  return null;
}

/** Whether a specifier names an installed package (or a Node.js built-in), which dpdm may leave unresolved. */
function isPackage(request, root) {
  if (request.startsWith("node:")) return true;
  const name = request.startsWith("@") ? request.split("/").slice(0, 2).join("/") : request.split("/")[0];
  return /^[@a-z0-9]/i.test(name) && existsSync(path.join(root, "node_modules", name, "package.json"));
}

/**
 * Every import that closes a cycle (its target leads back to its file) is either part of an
 * allowed cycle or reported with the cycle it closes. Checking imports rather than listing cycles
 * catches every new cycle, also one that runs through the files of an allowed one.
 * @param {{ root: string, roots?: string[], allowed?: string[][], tsconfig?: string }} options
 *   root: the project folder; roots: folders checked (relative, forward slashes); allowed: cycles
 *   that may stay, each a list of files in server/ in import order.
 * @returns {Promise<{ cycles: string[][], stale: string[][], unresolved: string[], misplaced: string[][] }>}
 */
export async function checkImportCycles({ root, roots = CHECKED, allowed = [], tsconfig = "tsconfig.json" }) {
  const tree = await parseDependencyTree(
    roots.map((dir) => `${dir}/**/*.{ts,tsx,mts}`),
    { cwd: root, context: root, tsconfig: path.join(root, tsconfig), transform: false, exclude: EXCLUDE },
  );
  const checked = (file) => inChecked(file, roots);
  const unresolved = [];
  const imports = new Set();
  for (const [file, deps] of Object.entries(tree)) {
    for (const dep of deps ?? []) {
      if (dep.id) imports.add(edgeKey(file, dep.id));
      else if (checked(file) && !GENERATED_TYPES.test(dep.request) && !isPackage(dep.request, root)) unresolved.push(`${file}: ${dep.request}`);
    }
  }
  const misplaced = allowed.filter((cycle) => cycle.length < 2 || !cycle.every((file) => file.startsWith("server/")));
  const kept = allowed.filter((cycle) => !misplaced.includes(cycle));
  // An allowed cycle is stale when one of its imports is gone.
  const stale = kept.filter((cycle) => !cycleEdges(cycle).every((edge) => imports.has(edge)));
  const allowedEdges = new Set(kept.filter((cycle) => !stale.includes(cycle)).flatMap(cycleEdges));

  const cycles = [];
  const reported = new Set();
  for (const [file, deps] of Object.entries(tree)) {
    for (const dep of deps ?? []) {
      if (!dep.id || allowedEdges.has(edgeKey(file, dep.id))) continue;
      const back = importPath(tree, dep.id, file);
      if (!back) continue;
      const cycle = canonical([file, ...back.slice(0, -1)]);
      if (!cycle.some(checked)) continue;
      // One report per cycle, whichever of its imports found it.
      const key = cycle.join("|");
      if (!reported.has(key)) {
        reported.add(key);
        cycles.push(cycle);
      }
    }
  }
  return { cycles, stale, unresolved, misplaced };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const { cycles, stale, unresolved, misplaced } = await checkImportCycles({ root, allowed: ALLOWED_SERVER_CYCLES });
  for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(" -> ")}`);
  for (const cycle of stale) console.error(`allowed cycle no longer there: ${[...cycle, cycle[0]].join(" -> ")} (delete it from ALLOWED_SERVER_CYCLES in scripts/import-cycles.mjs)`);
  for (const cycle of misplaced) console.error(`allowed cycle outside server/: ${cycle.join(", ")} (only server/ may have known cycles)`);
  for (const line of unresolved) console.error(`import not resolved, so not checked for cycles: ${line}`);
  if (cycles.length + stale.length + misplaced.length + unresolved.length > 0) {
    console.error("\nUntie a cycle by moving what both sides share into a module that imports neither (docs/ARCHITECTURE.md#import-cycles).");
    process.exit(1);
  }
  console.log(`No import cycles in ${CHECKED.join("/, ")}/ (${ALLOWED_SERVER_CYCLES.length} known server cycle${ALLOWED_SERVER_CYCLES.length === 1 ? "" : "s"} allowed).`);
}
