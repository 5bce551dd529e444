import type { AppServices } from './context';

export type ScheduleHandler = (services: AppServices) => Promise<void>;

export interface ScheduleDefinition {
  cron: string;
  handler: ScheduleHandler;
}

/**
 * Runs `handler` on a cron expression (UTC), once across all hosts (pg-boss hands each tick to
 * one worker). Use `services.clock` for "now" and keep each run a bounded batch.
 */
export function defineSchedule(cron: string, handler: ScheduleHandler): ScheduleDefinition {
  return { cron, handler };
}
