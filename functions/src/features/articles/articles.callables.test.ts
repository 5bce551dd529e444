import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('remembers ticked checklist items per article and unticks them', async () => {
  const client = await signUpAndSignIn(server, 'reader@example.com');
  await client.call('articles.setChecklistItem', {
    slug: 'zero-trust',
    itemId: 'turn-on-mfa',
    checked: true,
  });
  const second = await client.call('articles.setChecklistItem', {
    slug: 'zero-trust',
    itemId: 'check-breaches',
    checked: true,
  });
  expect(second.body.checkedItems).toEqual(['check-breaches', 'turn-on-mfa']);
  const again = await client.call('articles.setChecklistItem', {
    slug: 'zero-trust',
    itemId: 'turn-on-mfa',
    checked: true,
  });
  expect(again.body.checkedItems).toEqual(['check-breaches', 'turn-on-mfa']);
  const unticked = await client.call('articles.setChecklistItem', {
    slug: 'zero-trust',
    itemId: 'turn-on-mfa',
    checked: false,
  });
  expect(unticked.body.checkedItems).toEqual(['check-breaches']);
  const progress = await client.call('articles.getProgress');
  expect(progress.body).toEqual([
    { slug: 'zero-trust', readAt: null, checkedItems: ['check-breaches'] },
  ]);
});

test('marks an article read and unread', async () => {
  const client = await signUpAndSignIn(server, 'reader2@example.com');
  const read = await client.call('articles.markRead', { slug: 'raas', read: true });
  expect(read.body.readAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const unread = await client.call('articles.markRead', { slug: 'raas', read: false });
  expect(unread.body.readAt).toBeNull();
});

test('refuses an unknown article with a clear error', async () => {
  const client = await signUpAndSignIn(server, 'reader3@example.com');
  // An unknown slug: the contract forbids it, the server's answer is what is tested.
  const { status, error } = await client.callUnchecked('articles.markRead', {
    slug: 'not-an-article',
    read: true,
  });
  expect(status).toBe(400);
  expect(error).toMatchObject({ code: 'invalid-argument', message: 'Unknown article.' });
});
