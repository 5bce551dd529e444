import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import type { AppServices } from '@/platform/context';
import { type AlertMailMessage, composeAlertMail } from './alert-mail';
import {
  type AlertRow,
  claimAlertMail,
  findAlert,
  findAlertSettings,
} from './breach-alerts.repository';
import { describeBreaches } from '@/features/breach-catalog/breach-catalog.service';
import {
  accountAddressId,
  findAddressByHash,
  findAddressRow,
} from '@/features/monitored-addresses/monitored-addresses.service';
import { inDatabaseTransaction } from '@/db/transaction';

/** What became of one finding's mail; 'no-alert' and 'no-recipient' are logged. */
export type AlertMailOutcome = 'queued' | 'already-claimed' | 'quiet' | 'no-alert' | 'no-recipient';

/** The affected address or the account address, as the user prefers, falling back to the other. */
async function recipientOf(services: AppServices, alert: AlertRow): Promise<string | undefined> {
  const preference = await findAlertSettings(services.db, alert.userId);
  const affected = await findAddressByHash(services.db, alert.userId, alert.emailHash);
  const account = await findAddressRow(services.db, alert.userId, accountAddressId(alert.userId));
  return preference === 'account'
    ? (account?.email ?? affected?.email)
    : (affected?.email ?? account?.email);
}

async function composeFor(
  services: AppServices,
  alert: AlertRow,
  to: string,
): Promise<AlertMailMessage> {
  const [known] = await describeBreaches({ db: services.db, services }, [alert.breachName]);
  // A breach HIBP reported that our catalog does not hold yet: mail it by name rather than not at all.
  const breach: Pick<BreachSummary, 'name' | 'title' | 'breachDate' | 'dataClasses'> = known ?? {
    name: alert.breachName,
    title: alert.breachName,
    breachDate: '',
    dataClasses: [],
  };
  return composeAlertMail({
    alertId: alert.id,
    to,
    maskedEmail: alert.maskedEmail,
    breach,
    baseUrl: services.config.baseUrl,
  });
}

/**
 * Mails one alert, never twice: the claim (`mailed_at`) and the queued mail commit together, so a
 * duplicate or retried job finds it claimed and queues nothing, and the mail queue delivers it
 * (with retries) outside any transaction. The Message-ID is derived from the alert.
 */
export async function sendAlertMail(
  services: AppServices,
  alertId: string,
): Promise<AlertMailOutcome> {
  const alert = await findAlert(services.db, alertId);
  if (!alert) {
    services.logger.warn('breach alert mail skipped: the alert no longer exists', { alertId });
    return 'no-alert';
  }
  // A quiet finding (first check, a breach already on the list) only joins the list: no mail.
  if (alert.quietReason !== null) return 'quiet';
  if (alert.mailedAt) return 'already-claimed';
  const to = await recipientOf(services, alert);
  if (!to) {
    // Left unclaimed, so the record shows it was never mailed; retrying cannot find an address.
    services.logger.warn(
      'breach alert not mailed: the user has no monitored address to mail it to',
      { alertId },
    );
    return 'no-recipient';
  }
  const message = await composeFor(services, alert, to);
  const queued = await inDatabaseTransaction(services.db, async (tx) => {
    if (!(await claimAlertMail(tx, alert.id, services.clock.now()))) return false;
    await services.enqueueMail(message, tx);
    return true;
  });
  if (!queued) return 'already-claimed';
  services.logger.info('breach alert mail queued', { alertId, messageId: message.messageId });
  return 'queued';
}
