import type { AppServices } from './context';

export type ScheduleHandler = (services: AppServices) => Promise<void>;

export interface ScheduleDefinition {
  /** Names the schedule's pg-boss queue (`schedule.<id>`): never change it once deployed. */
  id: string;
  cron: string;
  handler: ScheduleHandler;
}

/**
 * Runs `handler` on a cron expression (UTC), once across all hosts (pg-boss hands each tick to
 * one worker). Use `services.clock` for "now" and keep each run a bounded batch.
 */
export function defineSchedule(
  id: string,
  options: { cron: string },
  handler: ScheduleHandler,
): ScheduleDefinition {
  return { id, cron: options.cron, handler };
}

/** The pg-boss queue a schedule's ticks are sent to. */
export function scheduleQueueName(schedule: Pick<ScheduleDefinition, 'id'>): string {
  return `schedule.${schedule.id}`;
}
