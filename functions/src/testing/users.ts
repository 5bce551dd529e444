import type { TestClient } from './test-client';
import type { TestServer } from './test-server';

export const TEST_PASSWORD = 'correct horse battery staple 42';

/** Registers through the real endpoints, follows the verification mail, and signs in with the password. */
export async function signUpAndSignIn(
  server: TestServer,
  email: string,
  password = TEST_PASSWORD,
): Promise<TestClient> {
  const client = server.client();
  const signUp = await client.postJson('/api/auth/sign-up/email', {
    email,
    password,
    name: email.split('@')[0],
  });
  if (signUp.status !== 200)
    throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mail = await server.waitForMail((m) => m.to.includes(email) && /verify/i.test(m.subject));
  if (!mail.link) throw new Error('verification mail has no link');
  const verify = await client.request(mail.link.replace(/^https?:\/\/[^/]+/, ''));
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
  // Verifying signs in the browser that signed up (ADR 003). Sign that session out properly, so
  // the account holds exactly the one session the explicit sign-in below creates.
  const signOut = await client.postJson('/api/auth/sign-out', {});
  if (signOut.status !== 200) throw new Error(`sign-out failed: ${signOut.status}`);
  client.clearCookies();
  const signIn = await client.postJson('/api/auth/sign-in/email', { email, password });
  if (signIn.status !== 200)
    throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return client;
}
