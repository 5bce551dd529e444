import { defineSchedule } from '@/platform/define-schedule';
import { pruneSecurityActivity } from './security-activity.service';

/** Daily 03:20 UTC: events older than 90 days go (the activity promises 90 days, no more). */
export const pruneSecurityActivityDaily = defineSchedule(
  'pruneSecurityActivityDaily',
  { cron: '20 3 * * *' },
  async (services) => {
    const removed = await pruneSecurityActivity(services);
    services.logger.info('security activity pruned', { removed });
  },
);
