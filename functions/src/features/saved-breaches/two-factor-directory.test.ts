import { expect, test } from 'vitest';
import { createLogger } from '@/lib/logger';
import {
  findTwoFactorSite,
  indexTwoFactorDirectory,
  whenTwoFactorDirectoryReady,
} from './two-factor-directory';

const directory = indexTwoFactorDirectory({
  commit: 'test',
  entries: {
    'example.com': {
      name: 'Example',
      tfa: ['sms', 'totp', 'u2f', 'carrier-pigeon'],
      documentation: 'https://help.example.com/2fa',
      recovery: 'https://help.example.com/recovery',
      additionalDomains: ['example.org', 'Shop.Example.NET'],
      categories: ['other'],
    },
    'nofactor.test': { name: 'No Factor', tfa: [] },
    'unsafe.test': {
      name: 'Unsafe',
      tfa: ['totp'],
      documentation: 'javascript:alert(1)',
      recovery: 'ftp://unsafe.test/',
    },
    'own.test': { name: 'Own', tfa: ['email'] },
    'group.test': { name: 'Group', tfa: ['totp'], additionalDomains: ['own.test'] },
  },
});

test('finds a site by its domain, strongest factors first, and leaves out factors it does not know', () => {
  expect(findTwoFactorSite(directory, 'example.com')).toEqual({
    siteName: 'Example',
    methods: ['u2f', 'totp', 'sms'],
    documentationUrl: 'https://help.example.com/2fa',
    recoveryUrl: 'https://help.example.com/recovery',
  });
});

test('finds a subdomain under its nearest listed parent, in any case', () => {
  expect(findTwoFactorSite(directory, 'accounts.example.com')?.siteName).toBe('Example');
  expect(findTwoFactorSite(directory, 'Deep.Accounts.EXAMPLE.com.')?.siteName).toBe('Example');
});

test('finds a site by its additional domains and their subdomains', () => {
  expect(findTwoFactorSite(directory, 'example.org')?.siteName).toBe('Example');
  expect(findTwoFactorSite(directory, 'login.shop.example.net')?.siteName).toBe('Example');
});

test('a site’s own domain wins over another site listing it as an additional domain', () => {
  expect(findTwoFactorSite(directory, 'own.test')?.siteName).toBe('Own');
});

test('no entry: unknown domains, a bare top-level domain and the empty string find nothing', () => {
  expect(findTwoFactorSite(directory, 'unknown.example')).toBeNull();
  expect(findTwoFactorSite(directory, 'com')).toBeNull();
  expect(findTwoFactorSite(directory, '')).toBeNull();
});

test('a site without two-step sign-in is found, with no factors', () => {
  expect(findTwoFactorSite(directory, 'nofactor.test')).toEqual({
    siteName: 'No Factor',
    methods: [],
    documentationUrl: null,
    recoveryUrl: null,
  });
});

test('keeps only http(s) links from the data', () => {
  expect(findTwoFactorSite(directory, 'unsafe.test')).toMatchObject({
    documentationUrl: null,
    recoveryUrl: null,
  });
});

test('the shipped directory: LinkedIn, Dropbox, Twitter as X, 126.com as NetEase Mail, Chess.com without two-step', async () => {
  const shipped = await whenTwoFactorDirectoryReady(createLogger('silent'));
  expect(findTwoFactorSite(shipped, 'linkedin.com')).toMatchObject({
    siteName: 'LinkedIn',
    methods: ['totp', 'custom-software', 'sms'],
    documentationUrl: 'https://www.linkedin.com/help/linkedin/answer/544',
  });
  expect(findTwoFactorSite(shipped, 'dropbox.com')?.methods).toContain('u2f');
  expect(findTwoFactorSite(shipped, 'twitter.com')?.siteName).toBe('X (Twitter)');
  expect(findTwoFactorSite(shipped, '126.com')?.siteName).toBe('NetEase Mail');
  expect(findTwoFactorSite(shipped, 'chess.com')?.methods).toEqual([]);
  expect(shipped.size).toBeGreaterThan(2566);
});
