import { expect, test } from 'vitest';
import { createPasswordHasher, hashPassword, needsRehash, verifyPassword } from './password-hash';

test('hashes with scrypt N=2^17, r=8, p=1 and a 16-byte salt, and records the parameters', async () => {
  const hash = await hashPassword('quiet lantern orbit 7 saffron');
  const [scheme, log2N, r, p, salt, key] = hash.split('$');
  expect({ scheme, log2N, r, p }).toEqual({ scheme: 'scrypt', log2N: '17', r: '8', p: '1' });
  expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
  expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
  expect(await verifyPassword({ hash, password: 'quiet lantern orbit 7 saffron' })).toBe(true);
  expect(await verifyPassword({ hash, password: 'quiet lantern orbit 7 saffroN' })).toBe(false);
  expect(needsRehash(hash)).toBe(false);
});

test('verifies equivalent Unicode forms alike (NFKC) and two hashes of one password differ', async () => {
  const composed = 'Ångström ﬁle cabinet 42 🦉';
  const decomposed = 'A\u030Angstro\u0308m file cabinet 42 🦉';
  const first = await hashPassword(composed);
  expect(await verifyPassword({ hash: first, password: decomposed })).toBe(true);
  expect(await hashPassword(composed)).not.toBe(first);
});

test('never accepts a hash in another format, better-auth’s own included', async () => {
  const betterAuthStyle = `${'a'.repeat(32)}:${'b'.repeat(128)}`;
  expect(await verifyPassword({ hash: betterAuthStyle, password: 'anything' })).toBe(false);
  expect(
    await verifyPassword({
      hash: 'scrypt$30$8$1$AAAAAAAAAAAAAAAAAAAAAA$' + 'A'.repeat(43),
      password: 'x',
    }),
  ).toBe(false);
});

test('asks for a rehash when a stored hash used weaker parameters', () => {
  const weaker = `scrypt$16$8$1$${'A'.repeat(22)}$${'A'.repeat(43)}`;
  expect(needsRehash(weaker)).toBe(true);
});

test('a hasher at another cost hashes at it, and asks for a rehash only below it', async () => {
  const cheaper = createPasswordHasher({ log2N: 14, r: 8, p: 1 });
  const hash = await cheaper.hash('quiet lantern orbit 7 saffron');
  expect(hash).toMatch(/^scrypt\$14\$8\$1\$/);
  expect(await cheaper.verify({ hash, password: 'quiet lantern orbit 7 saffron' })).toBe(true);
  expect(cheaper.needsRehash(hash)).toBe(false);
  // The production hasher would raise it at the next sign-in.
  expect(createPasswordHasher().needsRehash(hash)).toBe(true);
});
