import type { createAuthMiddleware } from 'better-auth/api';

/** The context better-auth hands a before- or after-hook. */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** A string field of a request body or query, if there is one. */
export function field(body: unknown, name: string): string | undefined {
  const value: unknown =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}
