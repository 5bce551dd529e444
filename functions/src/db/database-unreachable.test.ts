import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseError } from 'pg';
import { expect, test } from 'vitest';
import { isDatabaseUnreachable } from './database-unreachable';

function sqlError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

test('a restart, a refused or cut connection is "unreachable", also wrapped by Drizzle', () => {
  const restart = sqlError('57P01', 'terminating connection due to administrator command');
  expect(isDatabaseUnreachable(restart)).toBe(true);
  expect(isDatabaseUnreachable(sqlError('57P03', 'the database system is starting up'))).toBe(true);
  expect(isDatabaseUnreachable(sqlError('08006', 'connection failure'))).toBe(true);
  expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnreachable(new Error('Client was closed and is not queryable'))).toBe(true);
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  expect(isDatabaseUnreachable(refused)).toBe(true);
  expect(isDatabaseUnreachable(new DrizzleQueryError('select 1', [], restart))).toBe(true);
});

test('a wrong query, a broken constraint or a bug is not', () => {
  expect(isDatabaseUnreachable(sqlError('23505', 'duplicate key value'))).toBe(false);
  expect(isDatabaseUnreachable(sqlError('42P01', 'relation "x" does not exist'))).toBe(false);
  expect(
    isDatabaseUnreachable(new TypeError("Cannot read properties of undefined (reading 'id')")),
  ).toBe(false);
  expect(isDatabaseUnreachable('Connection terminated')).toBe(false);
  expect(isDatabaseUnreachable(undefined)).toBe(false);
});
