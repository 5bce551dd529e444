import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_LIST_SIZE, nistVerdict, type NistVerdictInput } from './nist-verdict';

const input: NistVerdictInput = {
  password: 'correct horse battery',
  hasTwoStep: false,
  isCommonPassword: false,
  breach: { status: 'idle' },
  breachSource: undefined,
};

describe('nistVerdict', () => {
  it('names the size of the common list the worker checks against', () => {
    const list = dictionary['passwords-common'] ?? [];
    expect(new Set(list.map((entry) => String(entry).toLowerCase())).size).toBe(
      COMMON_PASSWORD_LIST_SIZE,
    );
    const common = nistVerdict({ ...input, isCommonPassword: true }).find(
      (check) => check.id === 'common',
    );
    expect(common).toMatchObject({
      status: 'fail',
      detail: 'It is on the list of 49,233 most common passwords.',
    });
  });

  it('asks for 15 characters used alone and 8 with a second factor', () => {
    const short = { ...input, password: 'twelve chars' };
    expect(nistVerdict(short)[0]).toMatchObject({
      status: 'fail',
      label: 'At least 15 characters',
    });
    expect(nistVerdict({ ...short, hasTwoStep: true })[0]).toMatchObject({
      status: 'pass',
      label: 'At least 8 characters',
    });
  });
});
