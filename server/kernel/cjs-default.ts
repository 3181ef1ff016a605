/**
 * A CommonJS module's default export, imported from ESM. Compiled TypeScript (`exports.default =
 * X` with `__esModule`) reaches Node's ESM loader as `{ default: X }`, while the bundler-style
 * types say the import is `X` itself: this unwraps the one and keeps the other.
 */
export function cjsDefault<T>(imported: T): T {
  return (imported as { default?: T }).default ?? imported;
}
