import { describeError } from '@/lib/logger';
import { defineSchedule } from '@/platform/define-schedule';
import { hibpClientFor } from './breach-lookup.service';
import { refreshCatalogFromHibp } from './breach-catalog.service';
import { recheckDueAddresses } from './breach-rechecks.service';

/** Every verified monitored address against every source, once a day (03:30 UTC). */
export const recheckMonitoredAddressesDaily = defineSchedule('30 3 * * *', async (services) => {
  const result = await recheckDueAddresses(services);
  services.logger.info('monitored addresses re-checked', result);
});

/**
 * New and changed breaches from HIBP's public catalog, once a day (04:10 UTC). Without network
 * (the embedded default often runs offline) the run logs a warning and the catalog stays as is.
 */
export const refreshBreachCatalogDaily = defineSchedule('10 4 * * *', async (services) => {
  if (!services.config.breaches.hibpCatalogRefresh) return;
  try {
    const client = hibpClientFor(services);
    const result = await refreshCatalogFromHibp(services, () => client.listBreaches());
    services.logger.info('breach catalog refreshed from HIBP', result);
  } catch (error) {
    services.logger.warn('breach catalog refresh skipped: HIBP unreachable', describeError(error));
  }
});
