import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '@/db/client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';
import { AUTH_BODY_MAX_BYTES, CALLABLE_BODY_MAX_BYTES } from './body-limit';

/** Every body is limited before anything reads it, and a refusal is an ordinary one (issue 13). */
let server: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ logLines });
});
afterAll(async () => {
  await server?.close();
});

/** A JSON body of about `bytes` bytes, sent with or without a declared length. */
function oversized(bytes: number, fields: Record<string, unknown>, chunked = false): RequestInit {
  const text = JSON.stringify({ ...fields, name: 'x'.repeat(bytes) });
  const body = chunked
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          const bytesOf = new TextEncoder().encode(text);
          for (let offset = 0; offset < bytesOf.length; offset += 16 * 1024)
            controller.enqueue(bytesOf.subarray(offset, offset + 16 * 1024));
          controller.close();
        },
      })
    : text;
  // Node's fetch needs `duplex` to send a stream; it sends it chunked.
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    ...(chunked ? { duplex: 'half' } : {}),
  };
}

async function usersNamedLong(): Promise<number> {
  const found = await queryRows<{ count: string }>(
    server.services.db,
    sql`select count(*)::text as count from "user" where length(name) > 1000`,
  );
  return Number(found[0]?.count ?? 0);
}

test.each([
  ['with a declared length', false],
  ['sent in chunks', true],
])(
  'a sign-up body over the auth limit answers 413 in the one error shape and stores nothing (%s)',
  async (_label, chunked) => {
    const response = await server
      .client()
      .request(
        '/api/auth/sign-up/email',
        oversized(
          AUTH_BODY_MAX_BYTES + 1,
          { email: `huge-${String(chunked)}@example.com`, password: 'quiet lantern orbit 7' },
          chunked,
        ),
      );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid-argument',
        message: 'The request body is larger than 64 KB.',
        requestId: expect.any(String),
      },
    });
    expect(await usersNamedLong()).toBe(0);
  },
);

test('a signed-in person cannot send the auth endpoints a body of megabytes either', async () => {
  const client = await signUpAndSignIn(server, 'big-body@example.com');
  const response = await client.request('/api/auth/change-email', oversized(5 * 1024 * 1024, {}));
  expect(response.status).toBe(413);
  expect(await usersNamedLong()).toBe(0);
});

test('an oversized callable body answers 413 in the one error shape, logged as a refusal at info', async () => {
  const client = await signUpAndSignIn(server, 'big-call@example.com');
  logLines.length = 0;
  const response = await client.request(
    '/v1/call/profileSettings.update',
    oversized(CALLABLE_BODY_MAX_BYTES + 1, {}),
  );
  expect(response.status).toBe(413);
  const body = (await response.json()) as { error: Record<string, unknown> };
  expect(body.error).toMatchObject({
    code: 'invalid-argument',
    message: 'The request body is larger than 1 MB.',
  });
  const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const refusal = entries.find((entry) => entry['requestId'] === body.error['requestId']);
  expect(refusal).toMatchObject({
    level: 'info',
    message: 'request refused',
    code: 'invalid-argument',
    status: 413,
  });
  expect(entries.some((entry) => entry['level'] === 'error')).toBe(false);
});
