import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { server } from '@/testing/msw-server';
import { breachCheckForms } from '@bulwark/contracts/schemas/password-policy.schema';
import { countPasswordBreaches, sha1Hex } from './check-pwned-password';

/** Full-width letters: what the server hashes for sign-in is the NFKC form, "hunter two 2024". */
const TYPED = 'ｈｕｎｔｅｒ ｔｗｏ ２０２４';
const NORMALISED = 'hunter two 2024';

async function serveBreached(breached: Record<string, number>) {
  const requests: { prefix: string; padding: string | null }[] = [];
  const hashes = await Promise.all(
    Object.entries(breached).map(async ([password, count]) => ({
      hash: await sha1Hex(password),
      count,
    })),
  );
  server.use(
    http.get('*/range/:prefix', ({ request, params }) => {
      const prefix = String(params.prefix);
      requests.push({ prefix, padding: request.headers.get('Add-Padding') });
      const lines = hashes
        .filter(({ hash }) => hash.startsWith(prefix))
        .map(({ hash, count }) => `${hash.slice(5)}:${count}`);
      lines.push(`${'F'.repeat(35)}:0`);
      return new HttpResponse(lines.join('\r\n'));
    }),
  );
  return requests;
}

test('a password NFKC changes is looked up as typed and normalised, as the server checks both', async () => {
  expect(TYPED.normalize('NFKC')).toBe(NORMALISED);
  expect(breachCheckForms(TYPED)).toEqual([TYPED, NORMALISED]);
  expect(breachCheckForms(NORMALISED)).toEqual([NORMALISED]);

  const typedOnly = await serveBreached({ [TYPED]: 12 });
  expect(await countPasswordBreaches(TYPED)).toBe(12);
  expect(typedOnly.map((request) => request.prefix).sort()).toEqual(
    [(await sha1Hex(TYPED)).slice(0, 5), (await sha1Hex(NORMALISED)).slice(0, 5)].sort(),
  );
  expect(typedOnly.every((request) => request.padding === 'true')).toBe(true);

  await serveBreached({ [NORMALISED]: 7 });
  expect(await countPasswordBreaches(TYPED)).toBe(7);

  await serveBreached({ [TYPED]: 3, [NORMALISED]: 9 });
  expect(await countPasswordBreaches(TYPED)).toBe(9);
});

test('an already normalised password costs one request, and one not found is 0', async () => {
  const requests = await serveBreached({ [NORMALISED]: 5 });
  expect(await countPasswordBreaches('violet anchor mosaic lantern')).toBe(0);
  expect(requests).toHaveLength(1);
});
