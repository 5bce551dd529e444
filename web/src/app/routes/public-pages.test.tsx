import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { AboutRoute } from './dashboard/about';
import { HomeRoute } from './home';
import { PrivacyRoute } from './privacy';
import { TermsRoute } from './terms';

test('Home calls the six-character check the default and says the optional one sends the address', () => {
  renderWithProviders(<HomeRoute />);

  expect(screen.getByText(/By default your browser hashes the email address/)).toBeInTheDocument();
  expect(screen.getByText(/optional, and sends the address/)).toBeInTheDocument();
  expect(screen.getByText(/sends only five characters of the password’s hash/)).toBeInTheDocument();
  expect(screen.queryByText(/never learns/)).not.toBeInTheDocument();
});

test('About names what leaves the browser and credits every data licence', () => {
  renderWithProviders(<AboutRoute />);

  expect(screen.queryByText(/never learns/)).not.toBeInTheDocument();
  expect(screen.getByText(/the address is sent to this server and on/)).toBeInTheDocument();
  expect(
    screen.getByText(/first five\s+characters of the password's SHA-1 hash/),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'Creative Commons Attribution 4.0 licence' }),
  ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  expect(
    screen.getByRole('link', { name: 'Creative Commons Attribution 3.0 United States licence' }),
  ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/3.0/us/');
  expect(screen.getByRole('link', { name: '2fa.directory' })).toHaveAttribute(
    'href',
    'https://2fa.directory/',
  );
  expect(
    screen.getByText(/MIT licence, copyright \(c\) 2021 2factorauth and Contributors/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
});

test('Privacy says what is stored and what each check sends where', () => {
  renderWithProviders(<PrivacyRoute />);

  expect(screen.getByText(/stored only as a salted scrypt hash/)).toBeInTheDocument();
  expect(screen.getByText(/its IP address, and when it started/)).toBeInTheDocument();
  expect(screen.getByText(/Each monitored address is stored in full/)).toBeInTheDocument();
  expect(screen.getByText(/never the password or any hash of it/)).toBeInTheDocument();
  expect(screen.getByText(/passes it on to Have I Been Pwned/)).toBeInTheDocument();
  expect(
    screen.getByText(/first five characters of the password’s SHA-1 hash/),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      /passes on only that five-character prefix, .+ api\.pwnedpasswords\.com by default, or none at all\. It asks for a padded answer there too \(Add-Padding\)/,
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/operator’s mail server, or, if none is set up, is written to files/),
  ).toBeInTheDocument();
  expect(screen.getByText(/no trackers and no analytics/)).toBeInTheDocument();
});

test('Terms are complete: acceptable use, limits of the data, the score and changes', () => {
  renderWithProviders(<TermsRoute />);

  expect(screen.queryByText(/being written/)).not.toBeInTheDocument();
  for (const heading of [
    'Who provides this service',
    'Acceptable use',
    'API keys',
    'What a breach check can and cannot tell you',
    'What the risk score means',
    'No warranty',
    'Ending your account',
    'Data and licences',
    'Changes to these terms',
    'Contact',
  ]) {
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  }
  expect(
    screen.getByText(/It is not the probability that you will be attacked/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'How we score' })).toHaveAttribute(
    'href',
    '/how-we-score',
  );
});
