import type { CDPSession, Page } from '@playwright/test';

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  credentialCount(): Promise<number>;
}

/**
 * A platform authenticator (like Touch ID or Windows Hello) inside Chromium, through the DevTools
 * protocol's WebAuthn domain: it keeps discoverable credentials, checks the person (a PIN or
 * fingerprint that always matches) and answers without a click.
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    async credentialCount() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials.filter((credential) => credential.isResidentCredential).length;
    },
  };
}
