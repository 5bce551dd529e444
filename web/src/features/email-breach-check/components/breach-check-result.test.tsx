import type { BreachDataStatus, SourceReport } from '@bulwark/contracts/schemas/breach.schema';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import type { CheckEmailOutcome } from '../api/check-email';
import { BreachCheckResult } from './breach-check-result';

const LOADED: BreachDataStatus = {
  catalogCount: 955,
  catalogUpdatedAt: '2026-02-15T10:00:00Z',
  indexedBreachCount: 3,
  indexedAddressCount: 1234,
  indexUpdatedAt: '2026-03-01T12:00:00Z',
  hibpConfigured: false,
};
const FRESH: BreachDataStatus = {
  ...LOADED,
  indexedBreachCount: 0,
  indexedAddressCount: 0,
  indexUpdatedAt: null,
};

function privateOutcome(): CheckEmailOutcome {
  return {
    kind: 'private',
    email: 'nobody@example.org',
    result: { breaches: [], hiddenByDefault: 0, checkedAt: '2026-03-02T00:00:00Z' },
  };
}

function allSourcesOutcome(hibp: SourceReport): CheckEmailOutcome {
  return {
    kind: 'all-sources',
    email: 'nobody@example.org',
    result: {
      checkedAt: '2026-03-02T00:00:00Z',
      sources: [{ source: 'local', status: 'ok', dataUpdatedAt: LOADED.indexUpdatedAt }, hibp],
      breaches: [],
      sensitiveHidden: 0,
      hiddenByDefault: 0,
    },
  };
}

test('"none found" says what was checked: the index’s size and the catalog’s date', async () => {
  renderWithProviders(<BreachCheckResult outcome={privateOutcome()} status={LOADED} />);
  expect(
    await screen.findByRole('heading', { name: 'No breaches found for nobody@example.org' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      /^Bulwark’s breach index: 3 breaches, 1,234 addresses indexed, catalog updated .*2026\.$/,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/No breach data is loaded/)).not.toBeInTheDocument();
});

test('on a fresh install without HIBP it says plainly that nothing was checked', async () => {
  renderWithProviders(<BreachCheckResult outcome={privateOutcome()} status={FRESH} />);
  expect(
    await screen.findByRole('heading', {
      name: 'nobody@example.org could not be checked: there is no breach data to check it against',
    }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('No breach data is loaded, so “none found” means nothing was checked.'),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/holds no addresses yet, and Have I Been Pwned is not configured\./),
  ).toHaveTextContent(/npm run ingest:breach or set HIBP_API_KEY\.$/);
  expect(screen.queryByText(/^Bulwark’s breach index:/)).not.toBeInTheDocument();
});

test('an empty index with HIBP configured still warns about a private check, not about an HIBP answer', async () => {
  renderWithProviders(
    <BreachCheckResult outcome={privateOutcome()} status={{ ...FRESH, hibpConfigured: true }} />,
  );
  expect(
    await screen.findByText(
      /this private check does not ask Have I Been Pwned: choose “Also ask Have I Been Pwned” to include it\./,
    ),
  ).toBeInTheDocument();

  renderWithProviders(
    <BreachCheckResult
      outcome={allSourcesOutcome({ source: 'hibp', status: 'ok' })}
      status={{ ...FRESH, hibpConfigured: true }}
    />,
  );
  expect(
    screen.getAllByText(/^Bulwark’s breach index: 0 breaches, 0 addresses indexed/),
  ).toHaveLength(1);
});

test('says when HIBP was unavailable and that the result does not include it', async () => {
  renderWithProviders(
    <BreachCheckResult
      outcome={allSourcesOutcome({
        source: 'hibp',
        status: 'unavailable',
        detail: 'HIBP is not available right now (503).',
      })}
      status={{ ...LOADED, hibpConfigured: true }}
    />,
  );
  expect(
    await screen.findByText(
      'Have I Been Pwned was unavailable: HIBP is not available right now (503). This result does not include it.',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/^Sources checked: Bulwark’s breach index \(updated .*2026\)\.$/),
  ).toBeInTheDocument();
});
