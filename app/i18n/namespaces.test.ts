/**
 * Pages are sent only the message namespaces they use (app/i18n/messages.server.ts): the shell's
 * from the locale layout, the rest from each page's loader (`messagesFor(lang, [...])`). A text
 * whose namespace was not sent would show as its bare key, so this reads the code as the bundler
 * does: from each page route (routes.ts) and from the locale layout, every module they import,
 * lazily too, and every message key those modules name. A key is named by a string literal equal
 * to it (`t("home.heading")`, `{ heading: "paid.heading" }`), or by a template whose first segment
 * is written out (`t(`home.tabs.${kind}`)`): a template that starts with a variable fails, since
 * its namespace cannot be read. Keys put together with `+` are not seen; the code has none. A text
 * a loader or action translates itself (`MESSAGES[lang][key]`) needs nothing sent.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { en } from "./messages/en.ts";
import { namespaceOf, SHELL_NAMESPACES } from "./messages.server.ts";

const APP = path.resolve(import.meta.dirname, "..");
const keys = new Set(Object.keys(en).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, "")));
const namespaces = new Set([...keys].map(namespaceOf));

interface Module {
  imports: string[];
  /** Namespaces of the keys it names. */
  uses: Set<string>;
  /** Templates that look like keys but start with a variable. */
  unreadable: string[];
  /** The namespaces of each `messagesFor(lang, [...])` call. */
  sends: string[][];
}

const modules = new Map<string, Module>();

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const file = path.resolve(path.dirname(from), spec);
  return file.startsWith(APP + path.sep) && !file.includes(`${path.sep}i18n${path.sep}messages${path.sep}`) ? file : null;
}

/** `MESSAGES[lang]["topay.method.invalid"]`: a loader or action sends the text itself, not its key. */
function translatedOnServer(node: ts.Node): boolean {
  const { parent } = node;
  return ts.isElementAccessExpression(parent) && ts.isElementAccessExpression(parent.expression) && parent.expression.expression.getText() === "MESSAGES";
}

function read(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const module: Module = { imports: [], uses: new Set(), unreadable: [], sends: [] };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      // Types only: nothing of the module reaches the page.
      if (!(ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) && !(ts.isExportDeclaration(node) && node.isTypeOnly)) module.imports.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteral(first)) module.imports.push(first.text);
      if (ts.isIdentifier(node.expression) && node.expression.text === "messagesFor") {
        const list = node.arguments[1];
        module.sends.push(list && ts.isArrayLiteralExpression(list) ? list.elements.map((e) => (ts.isStringLiteral(e) ? e.text : "?")) : ["?"]);
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (keys.has(node.text) && !translatedOnServer(node)) module.uses.add(namespaceOf(node.text));
    } else if (ts.isTemplateExpression(node)) {
      const head = node.head.text;
      const ns = head.includes(".") ? namespaceOf(head) : "";
      if (namespaces.has(ns) && (head.startsWith("meta.") ? head.split(".").length > 2 : true)) module.uses.add(ns);
      else if (head === "" && node.templateSpans.some((s) => /^\.[a-z]/i.test(s.literal.text))) module.unreadable.push(node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  modules.set(file, module);
  module.imports = module.imports.map((spec) => resolve(file, spec)).filter((f): f is string => f !== null);
  return module;
}

/** The modules a route module loads, itself included, lazily loaded ones too. */
function closure(entry: string): string[] {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...read(file).imports);
  }
  return [...seen];
}

function used(files: string[]): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const file of files) for (const ns of read(file).uses) by.set(ns, [...(by.get(ns) ?? []), path.relative(APP, file)]);
  return by;
}

const shell = new Set<string>(SHELL_NAMESPACES);
const layout = path.join(APP, "routes/locale-layout.tsx");
const pageRoutes = [...new Set([...readFileSync(path.join(APP, "routes.ts"), "utf8").matchAll(/"(routes\/(?!admin\/)[\w./-]+\.tsx?)"/g)].map((m) => m[1]!))].filter(
  (r) => r !== "routes/locale-layout.tsx",
);

describe("message namespaces", () => {
  it("finds the page routes", () => expect(pageRoutes).toEqual(expect.arrayContaining(["routes/home.tsx", "routes/area.tsx", "routes/plan.tsx"])));

  it("the shell sends what the frame and the dialogs it opens read, and nothing else", () => {
    const needed = used(closure(layout));
    expect([...needed.keys()].filter((ns) => !shell.has(ns)).map((ns) => `${ns} (${needed.get(ns)!.join(", ")})`)).toEqual([]);
    // The error and not-found views are each page's error boundary, drawn when its loader sent nothing.
    const withErrors = new Set([...needed.keys(), ...used([path.join(APP, "shell/page-error.tsx")]).keys()]);
    expect(SHELL_NAMESPACES.filter((ns) => !withErrors.has(ns))).toEqual([]);
  });

  it.each(pageRoutes)("%s: its loader sends the namespaces its page reads beyond the shell's, and only those", (route) => {
    const file = path.join(APP, route);
    const files = closure(file);
    expect(files.flatMap((f) => read(f).unreadable.map((t) => `${path.relative(APP, f)}: ${t}`))).toEqual([]);
    const needed = used(files);
    const missing = [...needed.keys()].filter((ns) => !shell.has(ns)).sort();
    const { sends } = read(file);
    expect(sends.length, "one messagesFor call in the route module, or none").toBeLessThanOrEqual(1);
    const sent = sends[0] ?? [];
    expect({ route, sends: sent.slice().sort() }).toEqual({ route, sends: missing });
    expect(sent, "the same order everywhere keeps one cached set per list").toEqual(sent.slice().sort());
  });
});
