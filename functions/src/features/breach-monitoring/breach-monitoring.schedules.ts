import { defineSchedule } from '@/platform/define-schedule';
import { recheckDueAddresses } from './breach-rechecks.service';

/**
 * Every verified monitored address against every source, once a day. The run is hourly (at :30)
 * but takes only addresses not checked for a day, so a run that HIBP's rate limit stopped is
 * continued within the hour. The id stays: it names the pg-boss queue (ADR 006).
 */
export const recheckMonitoredAddressesDaily = defineSchedule(
  'recheckMonitoredAddressesDaily',
  { cron: '30 * * * *' },
  async (services) => {
    const result = await recheckDueAddresses(services);
    if (result.stoppedEarly)
      services.logger.warn('monitored address re-check stopped early; the next run continues', {
        ...result,
      });
    else services.logger.info('monitored addresses re-checked', { ...result });
  },
);
