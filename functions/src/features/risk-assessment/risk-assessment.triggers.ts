import type { SnapshotTrigger } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { ACCOUNT_SECURITY_COLLECTION } from '@/auth/account-events';
import { ACCOUNT_PASSKEYS_COLLECTION } from '@/auth/passkey-hooks';
import { BREACH_ALERTS_COLLECTION } from '@/features/breach-alerts/breach-alerts.service';
import { MONITORED_ADDRESSES_COLLECTION } from '@/features/monitored-addresses/monitored-addresses.service';
import { PASSWORD_CHECKS_COLLECTION } from '@/features/password-strength/password-checks.service';
import { SAVED_BREACHES_COLLECTION } from '@/features/saved-breaches/saved-breaches.service';
import { defineTrigger, type TriggerContext } from '@/platform/define-trigger';
import { RISK_ASSESSMENT_COLLECTION } from './risk-assessment.service';
import { recordSnapshot } from './risk-snapshots.service';

/**
 * Every event that can move the score records one snapshot (event-driven, never polled). The
 * handlers only name the event; recordSnapshot scores and stores it once per event key. It scores
 * the person as things stand, so one run covers that person's other events fetched with it
 * (`coalesce: 'per-user'`): under a burst of writes, one snapshot per burst instead of one per
 * write, which is what running them one by one would have recorded too.
 */
async function snapshot(
  event: { userId: string },
  ctx: TriggerContext,
  trigger: SnapshotTrigger,
  detail: string | null | undefined,
): Promise<true> {
  // An empty detail says nothing: stored as none.
  await recordSnapshot(ctx.services, {
    userId: event.userId,
    eventKey: ctx.eventKey,
    trigger,
    detail: detail || null,
  });
  return true;
}

/** Submitted answers and action decisions (drafts being saved carry no trigger). */
export const onRiskAssessmentScoredEvent = defineTrigger(
  'onRiskAssessmentScoredEvent',
  { collection: RISK_ASSESSMENT_COLLECTION, on: 'insert', coalesce: 'per-user' },
  async (event, ctx) => {
    if (event.after) return snapshot(event, ctx, event.after.trigger, event.after.detail);
  },
);

export const onBreachFoundForRisk = defineTrigger(
  'onBreachFoundForRisk',
  { collection: BREACH_ALERTS_COLLECTION, on: 'insert', coalesce: 'per-user' },
  async (event, ctx) => {
    return snapshot(event, ctx, 'breach-found', event.after?.breachName);
  },
);

export const onSavedBreachChangedForRisk = defineTrigger(
  'onSavedBreachChangedForRisk',
  { collection: SAVED_BREACHES_COLLECTION, on: 'write', coalesce: 'per-user' },
  async (event, ctx) => {
    const status = event.after?.status;
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
    if (trigger) return snapshot(event, ctx, trigger, event.after?.breachName);
  },
);

export const onMonitoredAddressChangedForRisk = defineTrigger(
  'onMonitoredAddressChangedForRisk',
  { collection: MONITORED_ADDRESSES_COLLECTION, on: 'write', coalesce: 'per-user' },
  async (event, ctx) => {
    if (event.op === 'delete') return snapshot(event, ctx, 'address-removed', null);
    else if (event.op === 'update' && event.after?.verified === true) {
      return snapshot(event, ctx, 'address-verified', null);
    }
  },
);

export const onPasswordCheckChangedForRisk = defineTrigger(
  'onPasswordCheckChangedForRisk',
  { collection: PASSWORD_CHECKS_COLLECTION, on: 'write', coalesce: 'per-user' },
  async (event, ctx) => {
    if (event.op === 'insert')
      return snapshot(event, ctx, 'password-check-recorded', event.after?.label);
    else if (event.op === 'delete') return snapshot(event, ctx, 'password-check-removed', null);
  },
);

export const onTwoFactorToggledForRisk = defineTrigger(
  'onTwoFactorToggledForRisk',
  { collection: ACCOUNT_SECURITY_COLLECTION, on: 'update', coalesce: 'per-user' },
  async (event, ctx) => {
    if (!event.after) return;
    return snapshot(
      event,
      ctx,
      event.after.twoFactorEnabled ? 'two-factor-on' : 'two-factor-off',
      null,
    );
  },
);

export const onPasskeyChangedForRisk = defineTrigger(
  'onPasskeyChangedForRisk',
  { collection: ACCOUNT_PASSKEYS_COLLECTION, on: 'write', coalesce: 'per-user' },
  async (event, ctx) => {
    if (event.op === 'insert') return snapshot(event, ctx, 'passkey-added', event.after?.name);
    else if (event.op === 'delete') return snapshot(event, ctx, 'passkey-removed', null);
  },
);
