import { dictionary } from '@zxcvbn-ts/language-common';
import { expect, test } from 'vitest';
import { evaluatePassword } from './password-policy';

const single = { email: 'casey.writer@example.com', twoFactorEnabled: false };

async function reason(password: string, context = single) {
  const verdict = await evaluatePassword(password, context);
  return verdict.acceptable ? null : verdict.reason;
}

test('needs 15 characters as the only factor and says how many were used', async () => {
  expect(await reason('fourteen chars')).toBe('Use at least 15 characters (you used 14).');
  expect(await reason('fifteen chars!!')).toBeNull();
});

test('needs only 8 characters once two-step sign-in is on', async () => {
  expect(await reason('violet7q', { ...single, twoFactorEnabled: true })).toBeNull();
  expect(await reason('violet7', { ...single, twoFactorEnabled: true })).toBe(
    'Use at least 8 characters (you used 7).',
  );
});

test('accepts 64 and 128 characters and refuses 129', async () => {
  const base = 'correct orbit lantern saffron ';
  expect(await reason(base.repeat(3).slice(0, 64))).toBeNull();
  expect(await reason(base.repeat(5).slice(0, 128))).toBeNull();
  expect(await reason(base.repeat(5).slice(0, 129))).toBe(
    'Use at most 128 characters (you used 129).',
  );
});

test('counts code points after NFKC, so emoji and spaces are one character each', async () => {
  expect(await reason('🦉🦉🦉🦉🦉 🦉🦉🦉🦉🦉 🦉🦉🦉')).toBeNull();
  expect(await reason('🦉🦉🦉🦉🦉 🦉🦉🦉🦉🦉 🦉🦉')).toBe(
    'Use at least 15 characters (you used 14).',
  );
});

test('has no composition rules: lower-case words alone are fine', async () => {
  expect(await reason('plain lowercase words only here')).toBeNull();
});

test('refuses every one of the 3,000 most common passwords', async () => {
  const common = dictionary['passwords-common'].slice(0, 3000);
  const verdicts = await Promise.all(
    common.map((password) => evaluatePassword(password, { twoFactorEnabled: true })),
  );
  expect(verdicts.filter((verdict) => verdict.acceptable)).toEqual([]);
  expect(await reason('PasswordPassword')).toBe(
    'This password is on a list of commonly used passwords.',
  );
});

test('refuses the service name and the email address, whatever the case', async () => {
  expect(await reason('my BULWARK password 2024')).toBe(
    'Do not use the name of this service in your password.',
  );
  expect(await reason('Casey.Writer likes long walks')).toBe(
    'Do not use your email address, or part of it, in your password.',
  );
});

test('consults a breached-password store when one is plugged in, and fails open if it is down', async () => {
  const breached = await evaluatePassword('orbit lantern saffron', single, {
    isPasswordBreached: () => Promise.resolve(true),
  });
  expect(breached).toEqual({
    acceptable: false,
    reason: 'This password has appeared in a data breach. Choose a different one.',
  });
  const failures: unknown[] = [];
  const down = await evaluatePassword('orbit lantern saffron', single, {
    isPasswordBreached: () => Promise.reject(new Error('offline')),
    onBreachCheckFailed: (error) => failures.push(error),
  });
  expect(down).toEqual({ acceptable: true });
  expect(failures).toHaveLength(1);
});

test('checks both the password as typed and its NFKC form against the breach store', async () => {
  // Full-width letters: NFKC turns them into ASCII, which is what the hash is computed on.
  const typed = 'ｏｒｂｉｔ ｌａｎｔｅｒｎ ｓａｆｆｒｏｎ';
  const normalised = 'orbit lantern saffron';
  expect(typed.normalize('NFKC')).toBe(normalised);
  for (const breachedForm of [typed, normalised]) {
    const asked: string[] = [];
    const verdict = await evaluatePassword(typed, single, {
      isPasswordBreached: (password) => {
        asked.push(password);
        return Promise.resolve(password === breachedForm);
      },
    });
    expect(verdict).toEqual({
      acceptable: false,
      reason: 'This password has appeared in a data breach. Choose a different one.',
    });
    expect(asked.sort()).toEqual([normalised, typed].sort());
  }
  const asked: string[] = [];
  await evaluatePassword(normalised, single, {
    isPasswordBreached: (password) => {
      asked.push(password);
      return Promise.resolve(false);
    },
  });
  // Already normalised: one lookup.
  expect(asked).toEqual([normalised]);
});
