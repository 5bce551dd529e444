import { type MailMessage, actionMail } from '@/lib/mailer';
import type { SecurityEventRow } from './security-activity.repository';

/** The page a "This wasn't me" link opens (web: security-activity's public route). */
export const NOT_ME_PAGE = '/security/not-me';
/** How long the link works. */
export const NOT_ME_LINK_DAYS = 7;

/** "26 Nov 2026, 14:02 UTC": the mail is read anywhere, so the time says its zone. */
function mailTime(at: Date): string {
  const [date = '', time = ''] = at.toISOString().split('T');
  const [year, month, day] = date.split('-');
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${Number(day)} ${months[Number(month) - 1] ?? ''} ${year ?? ''}, ${time.slice(0, 5)} UTC`;
}

/**
 * "Was this you?" after a sign-in from a new device. It names only what the server observed (the
 * browser and system in fixed words, the address, the time), never text a person could choose.
 */
export function newDeviceMail(options: {
  to: string;
  event: SecurityEventRow;
  baseUrl: string;
  reportToken: string;
}): MailMessage {
  const { event } = options;
  const address = event.ip ? ` (address ${event.ip})` : '';
  const url = new URL(NOT_ME_PAGE, options.baseUrl);
  url.searchParams.set('token', options.reportToken);
  return actionMail({
    to: options.to,
    subject: 'New sign-in to your Bulwark account',
    intro: `Someone signed in to your Bulwark account from ${event.device ?? 'a device we could not name'}${address} on ${mailTime(event.occurredAt)}, a device it had not seen before. Was this you? If it was, there is nothing to do.`,
    actionLabel: "This wasn't me",
    actionUrl: url.toString(),
    outro: `The link signs your account out everywhere and sends you a link to choose a new password. It works for ${NOT_ME_LINK_DAYS} days.`,
  });
}
