import * as feedbackCallables from '@/features/feedback/feedback.callables';
import * as feedbackTriggers from '@/features/feedback/feedback.triggers';
import * as profileSettingsCallables from '@/features/profile-settings/profile-settings.callables';
import type { CallableDefinition } from './define-callable';
import type { ScheduleDefinition } from './define-schedule';
import type { TriggerDefinition } from './define-trigger';
import * as maintenanceSchedules from './maintenance.schedules';

/** Every callable, trigger and schedule of every feature. Add a feature's modules here. */
const callableModules: Record<string, CallableDefinition>[] = [feedbackCallables, profileSettingsCallables];

export const callables = new Map<string, CallableDefinition>(
  callableModules.flatMap((module) => Object.values(module)).map((callable) => [callable.name, callable]),
);

export const triggers: Record<string, TriggerDefinition> = { ...feedbackTriggers };

export const schedules: Record<string, ScheduleDefinition> = { ...maintenanceSchedules };
