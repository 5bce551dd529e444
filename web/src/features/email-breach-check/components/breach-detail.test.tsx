import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { BreachDetail } from './breach-detail';

const ADOBE = {
  name: 'Adobe',
  title: 'Adobe',
  domain: 'adobe.com',
  breachDate: '2013-10-04',
  addedDate: '2013-12-04T00:00:00Z',
  modifiedDate: '2022-05-15T23:52:49Z',
  pwnCount: 152445165,
  logoPath: 'https://logos.haveibeenpwned.com/Adobe.png',
  dataClasses: ['Email addresses', 'Password hints', 'Passwords', 'Usernames'],
  isVerified: true,
  isFabricated: false,
  isSensitive: false,
  isRetired: false,
  isSpamList: false,
  isMalware: false,
  isSubscriptionFree: false,
  isStealerLog: false,
  source: 'hibp',
  description:
    'In October 2013, <a href="https://krebsonsecurity.com/" target="_blank" rel="noopener">Adobe was hacked</a>.<img src=x onerror="alert(1)">',
  attribution: null,
  disclosureUrl: null,
};

test('shows the whole breach, sanitised, with an initial when the logo cannot load, and the attribution', async () => {
  server.use(http.post('*/v1/call/emailBreachCheck.getBreach', () => HttpResponse.json(ADOBE)));
  renderWithProviders(<BreachDetail name="adobe" />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Adobe' })).toBeInTheDocument();
  expect(screen.getByText('152,445,165')).toBeInTheDocument();
  for (const dataClass of ADOBE.dataClasses)
    expect(screen.getByText(dataClass)).toBeInTheDocument();
  expect(screen.getByText('Verified')).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Adobe was hacked' });
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveAttribute('target', '_blank');
  expect(document.querySelector('img[onerror]')).toBeNull();
  expect(screen.getByText('A')).toBeInTheDocument();
  expect(
    screen.getByText('Change this password, and every other one that is the same or similar.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Have I Been Pwned' })).toHaveAttribute(
    'href',
    'https://haveibeenpwned.com',
  );
});
