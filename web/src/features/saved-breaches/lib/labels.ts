import type { SavedBreachEvent, StepSeverity } from '@bulwark/contracts/schemas/saved-breach.schema';

export const SEVERITY_LABELS: Record<StepSeverity, { label: string; tone: 'red' | 'orange' | 'yellow' | 'gray' }> = {
  critical: { label: 'Urgent', tone: 'red' },
  high: { label: 'Important', tone: 'orange' },
  medium: { label: 'Recommended', tone: 'yellow' },
  low: { label: 'When you can', tone: 'gray' },
};

export const EVENT_LABELS: Record<SavedBreachEvent['kind'], string> = {
  found: 'Found',
  saved: 'Saved to your list',
  'step-done': 'Step done',
  'step-skipped': 'Step skipped',
  'step-reopened': 'Step reopened',
  fixed: 'Marked fixed',
  reopened: 'Reopened',
  'notes-changed': 'Notes changed',
};

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

export function formatDateTime(value: string): string {
  return DATE_TIME.format(new Date(value));
}

export function formatDay(value: string): string {
  return DATE.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}
