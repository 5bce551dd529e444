import { describeError } from '@/lib/logger';
import { defineSchedule } from '@/platform/define-schedule';
import { hibpClientFor, refreshCatalogFromHibp } from './breach-catalog.service';

/**
 * New and changed breaches from HIBP's public catalog, once a day (04:10 UTC). Without network
 * (the embedded default often runs offline) the run logs a warning and the catalog stays as is.
 * The id stays: it names the pg-boss queue (ADR 006).
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
