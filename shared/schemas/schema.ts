/**
 * Declares a top-level schema as free of side effects: `export const x = /* @__PURE__ *\/ schema(() => z.…)`.
 * A zod schema is built by calls, and a bundler keeps every call whose result nothing reads (a call
 * may have side effects), so each function used to build, at every cold start, all the schemas
 * of every module it imports. Annotated this way, esbuild (functions) and Rollup (web) drop the
 * schemas a bundle does not use; `test/unit/pure-schemas.test.ts` finds any declared without it.
 */
export function schema<T>(build: () => T): T {
  return build();
}
