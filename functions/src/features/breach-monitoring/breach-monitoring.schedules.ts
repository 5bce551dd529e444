import { describeError } from '@/lib/logger';
import { defineSchedule } from '@/platform/define-schedule';
import { hibpClientFor } from '@/features/breach-lookup/breach-lookup.service';
import { refreshCatalogFromHibp } from '@/features/breach-catalog/breach-catalog.service';
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

/**
 * New and changed breaches from HIBP's public catalog, once a day (04:10 UTC). Without network
 * (the embedded default often runs offline) the run logs a warning and the catalog stays as is.
 */
export const refreshBreachCatalogDaily = defineSchedule(
  'refreshBreachCatalogDaily',
  { cron: '10 4 * * *' },
  async (services) => {
    if (!services.config.breaches.hibpCatalogRefresh) return;
    try {
      const client = hibpClientFor(services);
      const result = await refreshCatalogFromHibp(services, () => client.listBreaches());
      services.logger.info('breach catalog refreshed from HIBP', result);
    } catch (error) {
      services.logger.warn(
        'breach catalog refresh skipped: HIBP unreachable',
        describeError(error),
      );
    }
  },
);
