import { RISK_BANDS } from './bands';
import { RISK_CATEGORIES } from './question-bank';

export interface SnapshotCsvRow {
  computedAt: string;
  score: number;
  band: string;
  trigger: string;
  detail: string | null;
  modelVersion: string;
  confidence: number;
  categoryScores: Record<string, number | null>;
}

/** Spreadsheets run cells starting with these as formulas; a breach title is attacker-chosen text. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = FORMULA_STARTS.some((start) => text.startsWith(start)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function rounded(value: number | null | undefined, digits: number): number | null {
  return value === null || value === undefined ? null : Number(value.toFixed(digits));
}

/** Score history as CSV (RFC 4180: CRLF, quoted when needed), one column per category. */
export function snapshotsToCsv(rows: readonly SnapshotCsvRow[]): string {
  const header = [
    'Computed at',
    'Score',
    'Band',
    'Trigger',
    'Detail',
    'Model version',
    'Confidence',
    ...RISK_CATEGORIES.map((category) => category.label),
  ];
  const lines = rows.map((row) => [
    row.computedAt,
    row.score,
    RISK_BANDS.find((band) => band.id === row.band)?.label ?? row.band,
    row.trigger,
    row.detail,
    row.modelVersion,
    rounded(row.confidence, 2),
    ...RISK_CATEGORIES.map((category) => rounded(row.categoryScores[category.id], 1)),
  ]);
  return [header, ...lines].map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}
