import { expect, test } from 'vitest';
import { decodedParts } from './mail-outbox';

const mail = (encoding: string, body: string) =>
  [
    'Subject: New sign-in',
    'Content-Type: multipart/alternative;',
    ' boundary="--_part"',
    '',
    '----_part',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Transfer-Encoding: ${encoding}`,
    '',
    body,
    '----_part--',
    '',
  ].join('\r\n');

test('a 7bit part is read as written: an = followed by two hex digits stays', () => {
  const [text] = decodedParts(mail('7bit', 'http://localhost/security/not-me?token=98a4C_6D'));
  expect(text).toContain('?token=98a4C_6D');
});

test('a quoted-printable part is decoded: soft line breaks, =3D and UTF-8 bytes', () => {
  const [text] = decodedParts(
    mail('quoted-printable', 'Caf=C3=A9: http://localhost/reset?token=3D98a4C_=\r\n6D end'),
  );
  expect(text).toContain('Café: http://localhost/reset?token=98a4C_6D end');
});

test('a one-part base64 mail is decoded', () => {
  const raw = `Subject: x\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from('héllo=98').toString('base64')}\r\n`;
  expect(decodedParts(raw)).toEqual(['héllo=98']);
});
