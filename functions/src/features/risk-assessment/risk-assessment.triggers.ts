import {
  SNAPSHOT_TRIGGERS,
  type SnapshotTrigger,
} from '@bulwark/contracts/schemas/risk-assessment.schema';
import { ACCOUNT_SECURITY_COLLECTION } from '@/auth/account-events';
import { BREACH_ALERTS_COLLECTION } from '@/features/email-breach-check/breach-alerts.service';
import { MONITORED_ADDRESSES_COLLECTION } from '@/features/email-breach-check/monitored-addresses.service';
import { PASSWORD_CHECKS_COLLECTION } from '@/features/password-strength/password-checks.service';
import { SAVED_BREACHES_COLLECTION } from '@/features/saved-breaches/saved-breaches.service';
import { defineTrigger, type TriggerContext, type TriggerEvent } from '@/platform/define-trigger';
import { RISK_ASSESSMENT_COLLECTION } from './risk-assessment.service';
import { recordSnapshot } from './risk-snapshots.service';

/**
 * Every event that can move the score records one snapshot (event-driven, never polled). The
 * handlers only name the event; recordSnapshot scores and stores it once per event key.
 */
function payload(event: TriggerEvent): Record<string, unknown> {
  return typeof event.after === 'object' && event.after !== null
    ? (event.after as Record<string, unknown>)
    : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

async function snapshot(
  event: TriggerEvent,
  ctx: TriggerContext,
  trigger: SnapshotTrigger,
  detail: string | null,
) {
  await recordSnapshot(ctx.services, {
    userId: event.userId,
    eventKey: ctx.eventKey,
    trigger,
    detail,
  });
}

/** Submitted answers and action decisions (drafts being saved carry no trigger). */
export const onRiskAssessmentScoredEvent = defineTrigger(
  RISK_ASSESSMENT_COLLECTION,
  'insert',
  async (event, ctx) => {
    const { trigger, detail } = payload(event);
    if (!SNAPSHOT_TRIGGERS.includes(trigger as SnapshotTrigger)) return;
    await snapshot(event, ctx, trigger as SnapshotTrigger, text(detail));
  },
);

export const onBreachFoundForRisk = defineTrigger(
  BREACH_ALERTS_COLLECTION,
  'insert',
  async (event, ctx) => {
    await snapshot(event, ctx, 'breach-found', text(payload(event)['breachName']));
  },
);

export const onSavedBreachChangedForRisk = defineTrigger(
  SAVED_BREACHES_COLLECTION,
  'write',
  async (event, ctx) => {
    const { breachName, status } = payload(event);
    const trigger: SnapshotTrigger | null =
      event.op === 'insert'
        ? 'breach-saved'
        : event.op === 'delete'
          ? 'breach-removed'
          : status === 'fixed'
            ? 'breach-fixed'
            : status === 'action-needed'
              ? 'breach-reopened'
              : null; // steps and notes: the score does not read them
    if (trigger) await snapshot(event, ctx, trigger, text(breachName));
  },
);

export const onMonitoredAddressChangedForRisk = defineTrigger(
  MONITORED_ADDRESSES_COLLECTION,
  'write',
  async (event, ctx) => {
    if (event.op === 'delete') await snapshot(event, ctx, 'address-removed', null);
    else if (event.op === 'update' && payload(event)['verified'] === true)
      await snapshot(event, ctx, 'address-verified', null);
  },
);

export const onPasswordCheckChangedForRisk = defineTrigger(
  PASSWORD_CHECKS_COLLECTION,
  'write',
  async (event, ctx) => {
    if (event.op === 'insert')
      await snapshot(event, ctx, 'password-check-recorded', text(payload(event)['label']));
    else if (event.op === 'delete') await snapshot(event, ctx, 'password-check-removed', null);
  },
);

export const onTwoFactorToggledForRisk = defineTrigger(
  ACCOUNT_SECURITY_COLLECTION,
  'update',
  async (event, ctx) => {
    const enabled = payload(event)['twoFactorEnabled'];
    if (typeof enabled === 'boolean')
      await snapshot(event, ctx, enabled ? 'two-factor-on' : 'two-factor-off', null);
  },
);
