import type { FeatureNames } from './feature-names';
import type { GeneratedFile } from './generated-file';

/** The server feature's tests: its callables end to end, and how the access matrix attacks them. */
export function functionsTestFiles(names: FeatureNames): GeneratedFile[] {
  const { slug, camel } = names;
  const dir = `functions/src/features/${slug}`;
  return [
    {
      path: `${dir}/testing/callable-access.ts`,
      content: `import { defineCallableAccess } from '@/testing/callable-access';

export const callableAccess = defineCallableAccess({
  async seedVictim({ call }) {
    const item = await call('${camel}.add', { title: 'Only the victim wrote this' });
    return { itemId: item.id };
  },
  ownScopeOnly: ['${camel}.list', '${camel}.add'],
  reads: ['${camel}.list'],
  attacks: { '${camel}.remove': (ids) => ({ id: ids.itemId }) },
});
`,
    },
    {
      path: `${dir}/${slug}.callables.test.ts`,
      content: `import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { until } from '@/testing/until';
import { signUpAndSignIn } from '@/testing/users';

const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logLines });
});
afterAll(async () => {
  await server?.close();
});

test('adds an item with its title trimmed, lists it, and removes it', async () => {
  const client = await signUpAndSignIn(server, 'owner@example.com');
  const added = await client.call('${camel}.add', { title: '  First  ' });
  expect(added).toMatchObject({ status: 200, body: { title: 'First' } });
  await client.call('${camel}.add', { title: 'Second' });
  const listed = await client.call('${camel}.list');
  expect(listed.body.map((item: { title: string }) => item.title).sort()).toEqual(['First', 'Second']);
  expect((await client.call('${camel}.remove', { id: added.body.id })).body).toEqual({ removed: true });
  expect((await client.call('${camel}.list')).body).toHaveLength(1);
});

test('refuses an empty title with a clear message and stores nothing', async () => {
  const client = await signUpAndSignIn(server, 'empty@example.com');
  const refused = await client.call('${camel}.add', { title: '   ' });
  expect(refused).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument', message: 'Give it a title.' } } });
  expect((await client.call('${camel}.list')).body).toEqual([]);
});

test('another person neither sees nor removes the items', async () => {
  const owner = await signUpAndSignIn(server, 'mine@example.com');
  const other = await signUpAndSignIn(server, 'theirs@example.com');
  const added = await owner.call('${camel}.add', { title: 'Mine' });
  expect((await other.call('${camel}.list')).body).toEqual([]);
  expect((await other.call('${camel}.remove', { id: added.body.id })).body).toEqual({ removed: false });
  expect((await owner.call('${camel}.list')).body).toHaveLength(1);
});

test('the trigger runs once the addition has committed', async () => {
  const client = await signUpAndSignIn(server, 'trigger@example.com');
  const added = await client.call('${camel}.add', { title: 'Watched' });
  const lines = await until(
    () => Promise.resolve(logLines.filter((line) => line.includes('${slug} item added'))),
    (found) => found.some((line) => line.includes(added.body.id)),
  );
  expect(lines.join('\\n')).toContain(added.body.id);
});

test("the items are part of the person's data export", async () => {
  const client = await signUpAndSignIn(server, 'export@example.com');
  await client.call('${camel}.add', { title: 'Exported' });
  const exported = await client.call('profileSettings.exportData');
  expect(exported.body.${camel}).toEqual([expect.objectContaining({ title: 'Exported' })]);
});
`,
    },
  ];
}
