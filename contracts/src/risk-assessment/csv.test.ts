import { expect, test } from 'vitest';
import { snapshotsToCsv, type SnapshotCsvRow } from './csv';

function row(overrides: Partial<SnapshotCsvRow> = {}): SnapshotCsvRow {
  return {
    computedAt: '2026-01-15T12:00:00.000Z',
    score: 62,
    band: 'elevated',
    trigger: 'breach-found',
    detail: 'ShopCo',
    modelVersion: '2026.11.1',
    confidence: 0.8333333,
    categoryScores: { email: 39.444, passwords: null, privacy: 100 },
    ...overrides,
  };
}

const HEADER =
  'Computed at,Score,Band,Trigger,Detail,Model version,Confidence,Email and account recovery,Passwords,Two-step verification,Breaches,Devices and software,Scams and phishing,Backup and recovery kit,Home and public networks,Money and identity,Privacy and footprint';

test('writes a header and one CRLF-terminated line per snapshot, a column per category in order', () => {
  expect(snapshotsToCsv([row()])).toBe(
    `${HEADER}\r\n2026-01-15T12:00:00.000Z,62,Elevated,breach-found,ShopCo,2026.11.1,0.83,39.4,,,,,,,,,100\r\n`,
  );
  expect(snapshotsToCsv([])).toBe(`${HEADER}\r\n`);
});

test('quotes commas, quotes and line breaks as RFC 4180 asks', () => {
  const line = snapshotsToCsv([row({ detail: 'Old, "quoted"\nforum' })]).split('\r\n')[1];
  expect(line).toContain(',"Old, ""quoted""\nforum",');
});

test('defuses cells a spreadsheet would run as a formula', () => {
  for (const start of ['=', '+', '-', '@', '\t', '\r']) {
    const csv = snapshotsToCsv([row({ detail: `${start}HYPERLINK("http://evil")` })]);
    expect(csv, JSON.stringify(start)).toContain(`'${start}HYPERLINK(""http://evil"")`);
  }
  expect(snapshotsToCsv([row({ detail: null })]).split('\r\n')[1]).toContain(
    ',breach-found,,2026.11.1,',
  );
});
