import * as articlesCallables from '@/features/articles/articles.callables';
import * as breachAlertsCallables from '@/features/email-breach-check/breach-alerts.callables';
import * as emailBreachCheckCallables from '@/features/email-breach-check/email-breach-check.callables';
import * as emailBreachCheckSchedules from '@/features/email-breach-check/email-breach-check.schedules';
import * as emailBreachCheckTriggers from '@/features/email-breach-check/email-breach-check.triggers';
import * as monitoredAddressesCallables from '@/features/email-breach-check/monitored-addresses.callables';
import * as feedbackCallables from '@/features/feedback/feedback.callables';
import * as feedbackTriggers from '@/features/feedback/feedback.triggers';
import * as passwordChecksCallables from '@/features/password-strength/password-checks.callables';
import * as profileSettingsCallables from '@/features/profile-settings/profile-settings.callables';
import * as riskAssessmentCallables from '@/features/risk-assessment/risk-assessment.callables';
import * as riskAssessmentSchedules from '@/features/risk-assessment/risk-assessment.schedules';
import * as riskAssessmentTriggers from '@/features/risk-assessment/risk-assessment.triggers';
import * as savedBreachesCallables from '@/features/saved-breaches/saved-breaches.callables';
import * as savedBreachesTriggers from '@/features/saved-breaches/saved-breaches.triggers';
import type { CallableDefinition } from './define-callable';
import type { ScheduleDefinition } from './define-schedule';
import type { TriggerDefinition } from './define-trigger';
import * as maintenanceSchedules from './maintenance.schedules';

/** Every callable, trigger and schedule of every feature. Add a feature's modules here. */
const callableModules: Record<string, CallableDefinition>[] = [
  feedbackCallables,
  profileSettingsCallables,
  articlesCallables,
  emailBreachCheckCallables,
  monitoredAddressesCallables,
  breachAlertsCallables,
  savedBreachesCallables,
  passwordChecksCallables,
  riskAssessmentCallables,
];

export const callables = new Map<string, CallableDefinition>(
  callableModules
    .flatMap((module) => Object.values(module))
    .map((callable) => [callable.name, callable]),
);

export const triggers: Record<string, TriggerDefinition> = {
  ...feedbackTriggers,
  ...emailBreachCheckTriggers,
  ...savedBreachesTriggers,
  ...riskAssessmentTriggers,
};

export const schedules: Record<string, ScheduleDefinition> = {
  ...maintenanceSchedules,
  ...emailBreachCheckSchedules,
  ...riskAssessmentSchedules,
};
