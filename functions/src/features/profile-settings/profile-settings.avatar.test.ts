import { AVATAR_MAX_BYTES } from '@bulwark/contracts/schemas/profile.schema';
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

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG_HEADER = Buffer.from('ffd8ffe000104a464946', 'hex');

function image(header: Buffer, size: number): string {
  return Buffer.concat([header, Buffer.alloc(size - header.length, 7)]).toString('base64');
}

test('stores a real image of up to 512 KB and serves it back to its owner only', async () => {
  const owner = await signUpAndSignIn(server, 'avatar-owner@example.com');
  const data = image(PNG_HEADER, AVATAR_MAX_BYTES);
  const uploaded = await owner.call('profileSettings.uploadAvatar', {
    contentType: 'image/png',
    dataBase64: data,
  });
  expect(uploaded.status).toBe(200);
  expect(uploaded.body.hasAvatar).toBe(true);

  const served = await owner.request('/v1/avatar');
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(data);
  expect((await server.client().request('/v1/avatar')).status).toBe(401);
  const stranger = await signUpAndSignIn(server, 'avatar-stranger@example.com');
  expect((await stranger.request('/v1/avatar')).status).toBe(404);

  expect((await owner.call('profileSettings.removeAvatar')).body.hasAvatar).toBe(false);
  expect((await owner.request('/v1/avatar')).status).toBe(404);
});

test.each([
  [
    'one byte over 512 KB',
    { contentType: 'image/png', dataBase64: image(PNG_HEADER, AVATAR_MAX_BYTES + 1) },
    'The image is larger than 512 KB.',
  ],
  [
    'a type that is not an image we take',
    { contentType: 'image/svg+xml', dataBase64: image(PNG_HEADER, 64) },
    'Use a PNG, JPEG or WebP image.',
  ],
  [
    'bytes that are no image at all',
    {
      contentType: 'image/png',
      dataBase64: Buffer.from('<svg onload=alert(1)>').toString('base64'),
    },
    'Use a PNG, JPEG or WebP image.',
  ],
  [
    'a JPEG that claims to be a PNG',
    { contentType: 'image/png', dataBase64: image(JPEG_HEADER, 64) },
    'The file is a JPEG image, not what it claims.',
  ],
  [
    'data that is not base64',
    { contentType: 'image/png', dataBase64: 'not base64!' },
    'The image data is not valid.',
  ],
])(
  'refuses %s with a clear message and keeps the previous avatar',
  async (_label, input, message) => {
    const client = await signUpAndSignIn(
      server,
      `avatar-${Math.random().toString(36).slice(2)}@example.com`,
    );
    const previous = image(PNG_HEADER, 128);
    await client.call('profileSettings.uploadAvatar', {
      contentType: 'image/png',
      dataBase64: previous,
    });
    // Some of these inputs the contract forbids: the server's refusal is what is tested.
    const refused = await client.callUnchecked('profileSettings.uploadAvatar', input);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'invalid-argument', message });
    const served = await client.request('/v1/avatar');
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(previous);
  },
);
