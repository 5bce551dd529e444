/**
 * The tables the typed client and better-auth look up by name: identity's and the platform's.
 * Feature tables are declared in their feature's manifest, and drizzle-kit finds every
 * `*.table.ts` by its file name (drizzle.config.ts), so adding a feature edits nothing here.
 */
export * from '@/auth/auth.table';
export * from '@/platform/platform.table';
