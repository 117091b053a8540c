/**
 * Nothing to set up: Turbopack looks for an instrumentation file in this folder and then its parents,
 * so without this one the bare app would run the site's ../../instrumentation.ts (its server hooks and
 * the embedded CMS's fixture watch) and would not build at all once that file imports through `@/`.
 */
export function register(): void {}
