import { bulwarkUserAgent, type Env, pwnedPasswordsUpstreamUrl } from '@/env';
import { describeError, type Logger } from '@/lib/logger';
import { resolvePwnedPasswordsDirectory } from './pwned-passwords-directory';
import {
  createPwnedPasswordRanges,
  type PwnedPasswordRanges,
} from './pwned-password-ranges.service';
import { createPwnedPasswordStore, type PwnedPasswordStore } from './pwned-password-store';
import { createPwnedPasswordsUpstream } from './pwned-passwords-upstream.client';

export interface OpenedPwnedPasswords {
  store: PwnedPasswordStore;
  ranges: PwnedPasswordRanges;
}

/**
 * Opens the local store and wires the upstream behind it, saying at start-up where answers will
 * come from (an operator reading the log should not have to guess why sign-up lets a password in).
 */
export async function openPwnedPasswords(
  env: Pick<Env, 'DATA_DIR' | 'PWNED_PASSWORDS_DIR' | 'PWNED_PASSWORDS_UPSTREAM' | 'APP_URL'>,
  parentLogger: Logger,
): Promise<OpenedPwnedPasswords> {
  const logger = parentLogger.child({ component: 'pwned-passwords' });
  const store = createPwnedPasswordStore(resolvePwnedPasswordsDirectory(env), {
    onReloadError: (error, file) =>
      logger.warn('pwned-password store not reloaded', { file, ...describeError(error) }),
  });
  await store.open();
  const upstreamUrl = pwnedPasswordsUpstreamUrl(env);
  const upstream = upstreamUrl
    ? createPwnedPasswordsUpstream({ baseUrl: upstreamUrl, userAgent: bulwarkUserAgent(env) })
    : undefined;
  const ranges = createPwnedPasswordRanges({ store, upstream, logger });
  const { source, hashes, upstreamHost } = await ranges.status();
  if (source === 'off')
    logger.warn(
      'no Pwned Passwords store and PWNED_PASSWORDS_UPSTREAM=off: breached passwords cannot be refused',
    );
  else logger.info('breached-password answers', { source, hashes, upstreamHost });
  return { store, ranges };
}
