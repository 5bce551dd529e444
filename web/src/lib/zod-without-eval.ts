/**
 * zod compiles a faster parser for each object schema with `new Function`, which the strict CSP
 * (`script-src 'self'`, no `unsafe-eval`) refuses: the browser reported a violation on every page
 * that built a schema (Lighthouse's best practices: "Issues were logged", 96) and zod fell back
 * to its interpreter anyway. zod takes its settings from this global when it first loads
 * (zod/v4/core/core.js keeps them there so that several copies share them), so setting it here,
 * before any schema is built, turns the compiler off without bringing zod into the first load
 * (importing zod's `config` for this added 3.6 KB gzipped to it). content-security.spec.ts
 * fails if a page reports a violation again.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
