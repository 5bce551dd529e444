import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { hashEmailAddress } from '../lib/email-hash';
import { EmailBreachCheckPage } from './email-breach-check-page';

const ADDRESS = 'Private.Person@Example.com';

function summary(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    title: `${name} Inc.`,
    domain: `${name.toLowerCase()}.example`,
    breachDate: '2024-05-01',
    addedDate: '2024-06-01T00:00:00Z',
    modifiedDate: '2024-06-01T00:00:00Z',
    pwnCount: 1234567,
    logoPath: `https://logos.haveibeenpwned.com/${name}.png`,
    dataClasses: ['Email addresses', 'Passwords', 'Phone numbers'],
    isVerified: true,
    isFabricated: false,
    isSensitive: false,
    isRetired: false,
    isSpamList: false,
    isMalware: false,
    isSubscriptionFree: false,
    isStealerLog: false,
    source: 'hibp',
    ...overrides,
  };
}

interface Seen {
  method: string;
  url: string;
  headers: string;
  body: string;
}
let seen: Seen[] = [];
let describedNames: string[] = [];

async function record({ request }: { request: Request }) {
  const copy = request.clone();
  seen.push({
    method: copy.method,
    url: copy.url,
    headers: JSON.stringify([...copy.headers]),
    body: await copy.text(),
  });
}

beforeEach(async () => {
  seen = [];
  describedNames = [];
  server.events.on('request:start', record);
  const hash = await hashEmailAddress(ADDRESS);
  server.use(
    http.get('*/v1/breaches/range/:prefix', ({ params }) =>
      HttpResponse.json({
        prefix: String(params.prefix),
        entries: [
          { suffix: 'F'.repeat(34), breaches: ['Decoy'] },
          ...(String(params.prefix) === hash.slice(0, 6)
            ? [{ suffix: hash.slice(6), breaches: ['Acme', 'SpamCo'] }]
            : []),
        ],
      }),
    ),
    http.post('*/v1/call/emailBreachCheck.describeBreaches', async ({ request }) => {
      const { names } = (await request.json()) as { names: string[] };
      describedNames = names;
      return HttpResponse.json(
        names.map((name) => summary(name, name === 'SpamCo' ? { isSpamList: true } : {})),
      );
    }),
    http.get('*/v1/breach-data/status', () =>
      HttpResponse.json({
        catalogCount: 955,
        catalogUpdatedAt: '2026-02-15T10:00:00Z',
        indexedBreachCount: 3,
        indexedAddressCount: 1234,
        indexUpdatedAt: '2026-03-01T12:00:00Z',
        hibpConfigured: false,
      }),
    ),
    http.post('*/v1/call/emailBreachCheck.listAlerts', () =>
      HttpResponse.json({ alerts: [], unreadCount: 0 }),
    ),
    http.post('*/v1/call/emailBreachCheck.listMonitoredAddresses', () => HttpResponse.json([])),
    http.post('*/v1/call/emailBreachCheck.getAlertSettings', () =>
      HttpResponse.json({ mailTo: 'affected' }),
    ),
  );
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

test('the server never receives the address or its full hash on the private check', async () => {
  const { user } = renderWithProviders(<EmailBreachCheckPage />);
  await user.type(screen.getByRole('textbox', { name: /email address/i }), ADDRESS);
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(
    await screen.findByRole('heading', {
      name: 'private.person@example.com was found in 1 breach',
    }),
  ).toBeInTheDocument();

  const hash = await hashEmailAddress(ADDRESS);
  const everything = seen
    .map((request) => `${request.method} ${request.url} ${request.headers} ${request.body}`)
    .join('\n');
  expect(
    seen.some((request) => request.url.endsWith(`/v1/breaches/range/${hash.slice(0, 6)}`)),
  ).toBe(true);
  for (const secret of [
    ADDRESS,
    ADDRESS.toLowerCase(),
    encodeURIComponent(ADDRESS.toLowerCase()),
    hash,
    hash.toLowerCase(),
    hash.slice(6),
  ]) {
    expect(everything).not.toContain(secret);
  }
  // Every name of the range answer is asked for, so the follow-up reveals no more than the prefix.
  expect(describedNames.sort()).toEqual(['Acme', 'Decoy', 'SpamCo']);
});

test('shows each found breach, expandable with every data class, and hides spam lists unless asked', async () => {
  const { user } = renderWithProviders(<EmailBreachCheckPage />);
  await user.type(screen.getByRole('textbox', { name: /email address/i }), ADDRESS);
  await user.click(screen.getByRole('checkbox', { name: /spam lists/i }));
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(
    await screen.findByRole('heading', {
      name: 'private.person@example.com was found in 2 breaches',
    }),
  ).toBeInTheDocument();
  const results = screen
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('button', { name: /details of/i }));
  expect(results).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Details of Acme Inc.' }));
  expect(await screen.findByRole('list', { name: '3 kinds of data exposed' })).toBeInTheDocument();
  expect(screen.getByText('Breach data:', { exact: false })).toHaveTextContent(
    'Breach data: Have I Been Pwned (CC BY 4.0)',
  );
});

test('"none found" names the sources checked and the date of their data', async () => {
  const { user } = renderWithProviders(<EmailBreachCheckPage />);
  await user.type(screen.getByRole('textbox', { name: /email address/i }), 'nobody@example.org');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(
    await screen.findByRole('heading', { name: 'No breaches found for nobody@example.org' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/Sources checked: Bulwark’s breach index \(updated .*2026\)\./),
  ).toBeInTheDocument();
  expect(
    await screen.findByText(
      /Bulwark’s breach index: 3 breaches, 1,234 addresses indexed, catalog updated .*2026\./,
    ),
  ).toBeInTheDocument();
});

/** A fresh install: the catalog, but no address indexed yet. */
function serveEmptyIndex({ hibpConfigured }: { hibpConfigured: boolean }) {
  server.use(
    http.get('*/v1/breach-data/status', () =>
      HttpResponse.json({
        catalogCount: 955,
        catalogUpdatedAt: '2026-02-15T10:00:00Z',
        indexedBreachCount: 0,
        indexedAddressCount: 0,
        indexUpdatedAt: null,
        hibpConfigured,
      }),
    ),
  );
}

test('says before the check that this server has no breach data to check against', async () => {
  serveEmptyIndex({ hibpConfigured: false });
  const { user } = renderWithProviders(<EmailBreachCheckPage />);
  expect(
    await screen.findByText(
      /This server has no breach data loaded yet, so a check cannot find anything\./,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText('Checked against this server’s breach index.')).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /email address/i }), 'nobody@example.org');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  // Never the "not found" this product must not say when it looked at nothing.
  expect(
    await screen.findByRole('heading', {
      name: 'nobody@example.org could not be checked: there is no breach data to check it against',
    }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /No breaches found/ })).not.toBeInTheDocument();
  expect(screen.getByText('Sources checked: none.')).toBeInTheDocument();
});

test('with no breach data but an HIBP key, it points to asking HIBP before the check', async () => {
  serveEmptyIndex({ hibpConfigured: true });
  const { user } = renderWithProviders(<EmailBreachCheckPage />);
  expect(
    await screen.findByText(/Choose “Also ask Have I Been Pwned” to check with HIBP\./),
  ).toBeInTheDocument();
  await user.click(screen.getByText('Also ask Have I Been Pwned (not private: sends the address)'));
  expect(screen.queryByText(/no breach data loaded yet/)).not.toBeInTheDocument();
});

test('says what a private check is checked against when breach data is loaded', async () => {
  renderWithProviders(<EmailBreachCheckPage />);
  expect(
    await screen.findByText('Checked against this server’s breach index.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/no breach data loaded yet/)).not.toBeInTheDocument();
});

test('links to the alert centre instead of listing alerts at the bottom of the page', () => {
  renderWithProviders(<EmailBreachCheckPage />);
  const monitored = screen.getByRole('region', { name: 'Monitored addresses' });
  expect(within(monitored).getByRole('link', { name: 'alert centre' })).toHaveAttribute(
    'href',
    '/dashboard/alerts',
  );
  expect(screen.queryByRole('region', { name: 'Alerts' })).not.toBeInTheDocument();
});
