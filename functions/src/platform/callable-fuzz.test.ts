import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { contracts } from '@bulwark/contracts/contracts';
import { type TestServer, startTestServer } from '@/testing/test-server';
import type { TestClient } from '@/testing/test-client';
import { signUpAndSignIn } from '@/testing/users';

/**
 * Input fuzzing (SECURITY.md §6 #12): every callable gets 1,000 generated bodies per run, as a
 * signed-in user, through the real HTTP server. Half are any JSON at all; half use the contract's
 * own field names with values of any type, so they get past "unknown field" and exercise the
 * checks behind it. Whatever arrives, the answer is never a 5xx, and a refusal is the one error
 * shape with no internals in it.
 */
const RUNS_PER_CALLABLE = 1000;

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  client = await signUpAndSignIn(server, 'fuzz@example.com');
});
afterAll(async () => {
  await server?.close();
});

function fieldNames(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function arbitraryBody(schema: z.ZodType): fc.Arbitrary<unknown> {
  const names = fieldNames(schema);
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  if (names.length === 0) return anyJson;
  const shaped = fc.dictionary(fc.constantFrom(...names), anyJson, { maxKeys: names.length });
  return fc.oneof(anyJson, shaped);
}

test.each(Object.keys(contracts))(
  '%s: 1,000 generated bodies, never a 5xx, refusals in the one error shape',
  async (name) => {
    const schema = contracts[name as keyof typeof contracts].input as z.ZodType;
    await fc.assert(
      fc.asyncProperty(arbitraryBody(schema), async (body) => {
        const response = await client.postJson(`/v1/call/${name}`, body);
        const text = await response.text();
        expect(response.status, `${name} ${JSON.stringify(body)} → ${text}`).toBeLessThan(500);
        if (response.status >= 400) {
          const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
          expect(parsed.error?.code).toEqual(expect.any(String));
          expect(parsed.error?.message).toEqual(expect.any(String));
          expect(text).not.toMatch(/\bat \S+\.(ts|js):\d+|stack|SELECT |syntax error/i);
        }
      }),
      { numRuns: RUNS_PER_CALLABLE },
    );
  },
  120_000,
);
