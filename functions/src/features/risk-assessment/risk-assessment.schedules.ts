import { defineSchedule } from '@/platform/define-schedule';
import { nudgeStaleAssessments } from './stale-answers.service';

/** Mondays 09:00 UTC: remind users whose answers are over 180 days old (once each). */
export const nudgeStaleAssessmentsWeekly = defineSchedule(
  'nudgeStaleAssessmentsWeekly',
  { cron: '0 9 * * 1' },
  async (services) => {
    const result = await nudgeStaleAssessments(services);
    services.logger.info('stale risk assessments nudged', result);
  },
);
