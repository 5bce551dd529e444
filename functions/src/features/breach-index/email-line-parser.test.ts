import { expect, test } from 'vitest';
import { detectFormat, parseLine, splitCsv, validateEmail } from './email-line-parser';

const lines = detectFormat('someone@example.com').format;

test('reads one address per line, trimmed and lower-cased', () => {
  expect(parseLine('  Someone@Example.COM ', lines)).toEqual({ email: 'someone@example.com' });
  expect(parseLine('', lines)).toEqual({ blank: true });
});

test('takes the address from email:anything and email;name lines', () => {
  expect(parseLine('user@example.com:hunter2:more', lines)).toEqual({ email: 'user@example.com' });
  expect(parseLine('user@example.com;Jane Doe', lines)).toEqual({ email: 'user@example.com' });
  expect(parseLine('Jane,jane@example.org', lines)).toEqual({ email: 'jane@example.org' });
});

test('finds the email column of a CSV file by its header', () => {
  const detected = detectFormat('id,name,"E-mail",created');
  expect(detected).toEqual({
    format: { kind: 'csv', delimiter: ',', column: 2 },
    headerConsumed: true,
  });
  expect(parseLine('7,"Doe, Jane",jane@example.org,2020', detected.format)).toEqual({
    email: 'jane@example.org',
  });
  expect(parseLine('8,short', detected.format)).toEqual({ invalid: 'missing-address' });
  expect(detectFormat('name;email_address').format).toMatchObject({ delimiter: ';', column: 1 });
});

test('names why an address is invalid', () => {
  expect(validateEmail('no-at-sign.example.com')).toEqual({ invalid: 'no-at-sign' });
  expect(validateEmail(`${'a'.repeat(250)}@example.com`)).toEqual({ invalid: 'too-long' });
  expect(validateEmail('two words@example.com')).toEqual({ invalid: 'bad-local-part' });
  expect(validateEmail('user@localhost')).toEqual({ invalid: 'bad-domain' });
  expect(validateEmail('user@-bad.example.com')).toEqual({ invalid: 'bad-domain' });
  expect(validateEmail('user@xn--bcher-kva.example')).toEqual({
    email: 'user@xn--bcher-kva.example',
  });
});

test('keeps quoted delimiters inside one CSV cell', () => {
  expect(splitCsv('"a, b",c,"say ""hi"""', ',')).toEqual(['a, b', 'c', 'say "hi"']);
});
