import type {
  SavedBreachEvent,
  StepSeverity,
} from '@bulwark/contracts/schemas/saved-breach.schema';

export const SEVERITY_LABELS: Record<
  StepSeverity,
  { label: string; tone: 'red' | 'orange' | 'yellow' | 'gray' }
> = {
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

// Dates are formatted in one place for the whole app; kept under the names this feature uses.
export { formatDateTime, formatDate as formatDay } from '@/lib/format-date';
