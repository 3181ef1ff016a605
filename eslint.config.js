// @ts-check
/**
 * Lint, run by `npm test`. Besides the usual TypeScript and React hooks checks, it enforces the
 * "Where code lives / may import" table of docs/ARCHITECTURE.md: one `no-restricted-imports`
 * block per folder, matching the (always relative, `.ts`-suffixed) import paths of this repo.
 *
 * Test files (`*.test.ts`, `*.api.test.ts`, type tests `*.test-d.ts`), tests/, bench/ and scripts/
 * may import anything.
 *
 * Rules needing type information are not used: they build a whole TypeScript program and made
 * the lint several times slower, and `npm run typecheck` already runs `tsc` over everything.
 */
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "**/*.test-d.ts"];
const TS_FILES = ["**/*.ts", "**/*.tsx", "**/*.mts"];
const ARCHITECTURE = "See the import table in docs/ARCHITECTURE.md.";

/** A relative import path that goes through `target` (a folder `name/` or a file `name.ts`). */
const rel = (/** @type {string} */ target) => `^\\.{1,2}/(?:.*/)?(?:${target})`;

/**
 * @param {string} regex
 * @param {string} message
 * @param {{ types?: boolean }} [options] types: type-only imports (`import type`) are allowed
 */
const forbid = (regex, message, { types = false } = {}) => ({
  regex,
  message: `${message} ${ARCHITECTURE}`,
  ...(types ? { allowTypeImports: true } : {}),
});

/** Production code never reaches into test, benchmark or script code. */
const NOT_TOOLING = forbid(rel("tests/|bench/|scripts/"), "Only tests may import from tests/, bench/ or scripts/.");
/** The storefront (top-level app/) is bundled by React Router; server code does not import it. */
const NOT_STOREFRONT = forbid(rel("app/"), "Server and shared code do not import the storefront (app/).");

/** The domain has no Fastify and no React Router; shared/ is pure code: neither imports a framework. */
const NO_FRAMEWORK_PATHS = ["fastify", "react", "react-dom", "react-router"].map((name) => ({
  name,
  message: `No web framework here. ${ARCHITECTURE}`,
}));
const NO_FRAMEWORK = forbid("^(?:@fastify|@react-router)/|^react-dom/", "No web framework here.");

/**
 * Domains meet through each other's `index.ts`, the public surface of a domain: from inside
 * server/domain/<a>/, `../<b>/anything-but-index.ts` is refused (types included), so a domain's
 * files can be moved and split without touching its callers.
 */
const DOMAIN_BY_INDEX = forbid("^\\.\\./[a-z-]+/(?!index\\.ts$)", "Another domain is imported through its index.ts only.");
/** The same for code outside the domain (HTTP, wiring, pages' types, CLIs): a domain by its index. */
const DOMAIN_INDEX_FROM_OUTSIDE = forbid("(?:^|/)domain/[a-z-]+/(?!index\\.ts$)", "A domain is imported through its index.ts only.");

/**
 * The order's life has one owner (docs/ARCHITECTURE.md#the-order-s-path): only the checkout
 * (server/domain/checkout/) touches the tables whose states it moves. Everything else asks it.
 */
const CHECKOUT_TABLES = {
  regex: "(?:^|/)db/schema\\.ts$",
  importNames: ["orders", "payments", "paymentEvents", "recharges", "refunds"],
  message: `Only server/domain/checkout/ reads or writes orders, payments, payment events, recharges and refunds: call the checkout instead. ${ARCHITECTURE}`,
};

const ACCOUNT_TABLES = {
  regex: "(?:^|/)db/schema\\.ts$",
  importNames: ["users", "sessions", "verificationCodes", "guestCheckTokens", "loginFailures"],
  message: `Only server/domain/accounts/ reads or writes users, sessions, codes and log-in failures: ask the accounts instead. ${ARCHITECTURE}`,
};

/** The staff's accounts and the audit log: other domains write audit entries through the staff domain's `recordAudit`. */
const STAFF_TABLES = {
  regex: "(?:^|/)db/schema\\.ts$",
  importNames: ["staff", "staffRecoveryCodes", "staffSessions", "staffInvites", "auditLog"],
  message: `Only server/domain/staff/ reads or writes staff accounts, their sessions and invitations, and the audit log: call the staff domain (recordAudit for an audit entry). ${ARCHITECTURE}`,
};

/** What every domain folder may not import. */
const DOMAIN_RULES = {
  patterns: [
    forbid(rel("http/"), "The domain knows nothing of HTTP: no import from server/http/."),
    forbid(rel("(?:app|main|services|context)\\.ts$"), "The domain is wired by server/services.ts, it does not import the wiring."),
    forbid(rel("adapters/"), "The domain may use an adapter's interface (`import type`), never a concrete adapter.", { types: true }),
    forbid(rel("config\\.ts$"), "Domain factories take their settings as arguments: import config types only.", { types: true }),
    NO_FRAMEWORK,
  ],
  paths: [
    ...NO_FRAMEWORK_PATHS,
    ...["nodemailer", "ioredis"].map((name) => ({
      name,
      message: `A concrete adapter belongs in server/adapters/; the domain sees only its interface. ${ARCHITECTURE}`,
    })),
  ],
};

/**
 * One block per folder. Each file must fall in at most one block: flat config replaces (not
 * merges) a rule's options when two blocks set it for the same file. Every server/ block also
 * gets NOT_STOREFRONT and NOT_TOOLING, the app/ block NOT_TOOLING.
 * @type {{ name: string, files: string[], ignores?: string[], patterns: object[], paths?: object[] }[]}
 */
const BOUNDARIES = [
  {
    name: "shared",
    files: ["shared/**"],
    patterns: [
      forbid(rel("app/|server/|tests/|bench/|scripts/"), "shared/ imports nothing outside shared/."),
      // Used by the browser bundle as well as the server.
      forbid("^node:", "shared/ is pure code that also runs in the browser: no Node.js built-ins."),
      NO_FRAMEWORK,
    ],
    paths: NO_FRAMEWORK_PATHS,
  },
  {
    name: "app",
    files: ["app/**"],
    patterns: [
      forbid(rel("server/"), "app/ may import server *types* only (`import type`): server code must not reach the storefront bundle.", { types: true }),
    ],
  },
  {
    name: "server/config.ts",
    files: ["server/config.ts"],
    patterns: [
      forbid(rel("http/|domain/|db/|adapters/|messages/|(?:services|app|main|context)\\.ts$"), "server/config.ts reads the environment and imports nothing of the server."),
    ],
  },
  {
    name: "server/app.ts",
    files: ["server/app.ts"],
    patterns: [
      forbid(rel("domain/|db/|adapters/"), "server/app.ts mounts http/ with what services.ts wired; it does not reach the domain, db or adapters itself.", { types: true }),
    ],
  },
  {
    name: "server/services.ts",
    files: ["server/services.ts"],
    patterns: [
      forbid(rel("http/|(?:app|main)\\.ts$"), "server/services.ts wires domain services and adapters; it knows nothing of HTTP."),
    ],
  },
  {
    name: "server/http",
    files: ["server/http/**"],
    patterns: [
      forbid(rel("db/"), "server/http/ reaches data through domain services, never directly."),
      forbid(rel("adapters/"), "server/http/ may use an adapter's interface (`import type`), never a concrete adapter.", { types: true }),
      forbid(rel("(?:app|main)\\.ts$"), "server/http/ is mounted by server/app.ts; it does not import it."),
      forbid(rel("(?:services|config)\\.ts$"), "server/http/ receives services and config as arguments: import their types only.", { types: true }),
    ],
  },
  // The checkout is a domain like the others; its own block only because the checkout's tables are its alone (commonPatterns); the same for accounts and staff.
  { name: "server/domain", files: ["server/domain/**"], ignores: ["server/domain/checkout/**", "server/domain/accounts/**", "server/domain/staff/**"], ...DOMAIN_RULES },
  { name: "server/domain/checkout", files: ["server/domain/checkout/**"], ...DOMAIN_RULES },
  { name: "server/domain/accounts", files: ["server/domain/accounts/**"], ...DOMAIN_RULES },
  { name: "server/domain/staff", files: ["server/domain/staff/**"], ...DOMAIN_RULES },
  {
    name: "server/db",
    files: ["server/db/**"],
    patterns: [
      forbid(rel("http/|domain/|adapters/|messages/|(?:services|app|main|context)\\.ts$"), "server/db/ imports only shared/."),
      forbid(rel("config\\.ts$"), "server/db/ is handed its settings: import config types only.", { types: true }),
    ],
  },
  {
    name: "server/adapters",
    files: ["server/adapters/**"],
    ignores: ["server/adapters/payments/sandbox/**"],
    patterns: [
      forbid(rel("http/|domain/|db/|messages/|(?:services|app|main|context)\\.ts$"), "An adapter implements its port and imports nothing of the server."),
      forbid(rel("config\\.ts$"), "Adapters are handed their settings: import config types only.", { types: true }),
    ],
  },
  {
    // The sandbox payment provider is served by this server and keeps its books in its own table
    // (sandbox_sessions), sending webhooks through the durable job queue: it may use the database
    // and the job queue's contract, and nothing else of the server.
    name: "server/adapters/payments/sandbox",
    files: ["server/adapters/payments/sandbox/**"],
    patterns: [
      forbid(rel("http/|messages/|(?:services|app|main|context)\\.ts$"), "An adapter implements its port and imports nothing of the server."),
      // The contract includes defineJob, so it is imported as a value too.
      forbid(rel("domain/(?!jobs/index\\.ts$)"), "The sandbox uses the job queue (domain/jobs/index.ts) and no other domain code."),
      forbid(rel("db/(?!(?:schema|client)\\.ts$)"), "The sandbox reads its own table through db/schema.ts and db/client.ts only."),
      forbid(rel("config\\.ts$"), "Adapters are handed their settings: import config types only.", { types: true }),
    ],
  },
  {
    name: "server/context.ts",
    files: ["server/context.ts"],
    patterns: [
      forbid(rel("domain/|db/|adapters/"), "server/context.ts hands out what server/services.ts wired: import their types only.", { types: true }),
      forbid(rel("http/(?!(?:page-forms|client-address|return-origin)\\.ts$)|(?:app|main)\\.ts$"), "server/context.ts imports services.ts, http/page-forms.ts, http/client-address.ts and http/return-origin.ts only."),
    ],
  },
  {
    name: "server/messages",
    files: ["server/messages/**"],
    patterns: [
      forbid(rel("http/"), "API messages import the error codes of server/http/ as types only.", { types: true }),
      forbid(rel("domain/|db/|adapters/|(?:services|app|main|context|config)\\.ts$"), "API messages are plain text per language."),
    ],
  },
  {
    // server/main.ts, the operator commands (server/cli/) and anything new directly under server/
    // may import any server code.
    name: "server (other)",
    files: ["server/**"],
    ignores: [
      "server/{config,app,services,context}.ts",
      "server/{http,domain,db,adapters,messages}/**",
    ],
    patterns: [],
  },
];

/** Cheap password hashes are for test processes only (server/domain/accounts/password-hashing.ts). */
const NOT_TEST_PASSWORD_COST = {
  regex: rel("(?:accounts/index|password-hashing)\\.ts$"),
  importNames: ["setPasswordCostForTests"],
  message: "Only tests may choose the password hashing cost: production always hashes at the OWASP cost.",
};

/** @param {string} name */
const commonPatterns = (name) => {
  if (name === "app") return [NOT_TOOLING, DOMAIN_INDEX_FROM_OUTSIDE];
  if (!name.startsWith("server")) return [];
  const domains = name.startsWith("server/domain") ? DOMAIN_BY_INDEX : DOMAIN_INDEX_FROM_OUTSIDE;
  const tables = [
    ...(name === "server/domain/checkout" || name === "server/db" ? [] : [CHECKOUT_TABLES]),
    // The operator commands (server (other)) may still look an account up directly.
    ...(name.startsWith("server/domain") && name !== "server/domain/accounts" ? [ACCOUNT_TABLES] : []),
    ...(name.startsWith("server/domain") && name !== "server/domain/staff" ? [STAFF_TABLES] : []),
  ];
  return [NOT_STOREFRONT, NOT_TOOLING, NOT_TEST_PASSWORD_COST, domains, ...tables];
};

/** @type {import("eslint").Linter.Config[]} */
const boundaryBlocks = BOUNDARIES.map(({ name, files, ignores = [], patterns, paths = [] }) => ({
  name: `roamwell/boundaries/${name}`,
  files,
  ignores: [...ignores, ...TEST_FILES],
  rules: { "no-restricted-imports": ["error", { paths, patterns: [...patterns, ...commonPatterns(name)] }] },
}));

export default defineConfig(
  {
    name: "roamwell/ignores",
    ignores: ["build/", ".react-router/", "data/", "public/", "coverage/", "test-results/", "playwright-report/", ".build-*/"],
  },

  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: "roamwell/typescript",
    files: TS_FILES,
    rules: {
      // `_`-prefixed names mark deliberately unused parameters and destructured leftovers.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // `interface AppLoadContext extends RequestContext {}` is how React Router's context type is augmented.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    ...reactHooks.configs.flat.recommended,
    name: "roamwell/react-hooks",
    files: ["app/**/*.tsx", "app/**/*.ts"],
    rules: { ...reactHooks.configs.flat.recommended.rules, "react-hooks/exhaustive-deps": "error" },
  },
  {
    // A type test is made of expressions that only the type checker evaluates.
    name: "roamwell/type-tests",
    files: ["**/*.test-d.ts"],
    rules: { "@typescript-eslint/no-unused-expressions": "off" },
  },
  {
    name: "roamwell/node-scripts",
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: globals.node },
  },

  ...boundaryBlocks,
  {
    // `no-restricted-imports` sees static imports only; a dynamic one would pull server code in too.
    name: "roamwell/boundaries/app-dynamic-imports",
    files: ["app/**"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/(^|\\/)server\\//]",
          message: `app/ may import server *types* only: no import() of server code. ${ARCHITECTURE}`,
        },
      ],
    },
  },

  {
    // server/config.ts parses the environment once; everything else is handed a Config.
    name: "roamwell/env-only-in-config",
    files: ["app/**", "server/**", "shared/**"],
    ignores: [
      "server/config.ts",
      // The brand slug is fixed when the storefront is built (docs/decisions/0003).
      "app/routes.ts",
      ...TEST_FILES,
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Only server/config.ts reads process.env; take a Config instead." },
      ],
    },
  },
);
