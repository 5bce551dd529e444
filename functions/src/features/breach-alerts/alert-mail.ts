import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import { type MailMessage, escapeHtml } from '@/lib/mailer';

/** A mail with its own Message-ID (nodemailer's `messageId`; the mailer passes it through). */
export type AlertMailMessage = MailMessage & { messageId: string };

/**
 * One Message-ID per alert, the same on every attempt: should a mail ever go out twice, the
 * receiving side can tell it is the same message.
 */
export function alertMessageId(alertId: string, baseUrl: string): string {
  return `<breach-alert.${alertId}@${new URL(baseUrl).hostname}>`;
}

/**
 * The alert mail: which address, which breach, what it exposed, and where the steps are (the
 * breach is on the person's list by the time they read it). A breach
 * only HIBP knows (not yet in our catalog) comes with its name alone: no date, no data classes.
 */
export function composeAlertMail(options: {
  alertId: string;
  to: string;
  maskedEmail: string;
  breach: Pick<BreachSummary, 'name' | 'title' | 'breachDate' | 'dataClasses'>;
  baseUrl: string;
}): AlertMailMessage {
  const { breach } = options;
  // The breach joins the person's list as it is found: the link opens its guided steps there.
  const url = new URL('/dashboard/saved-breaches', options.baseUrl);
  url.searchParams.set('breach', breach.name);
  const link = url.toString();
  const exposed =
    breach.dataClasses.length > 0 ? breach.dataClasses.join(', ') : 'not yet described';
  const subject = `Bulwark found ${options.maskedEmail} in the ${breach.title} breach`;
  const intro = `${options.maskedEmail} appears in the ${breach.title} data breach${breach.breachDate ? ` of ${breach.breachDate}` : ''}.`;
  const steps = [
    breach.dataClasses.includes('Passwords')
      ? 'Change that password, and every other one that is the same or similar.'
      : null,
    'Turn on two-step verification where you can.',
    'Work through the steps Bulwark lists for this breach, most urgent first; it is on your list already.',
  ].filter((step): step is string => step !== null);
  const text = `${intro}\n\nExposed: ${exposed}.\n\nWhat to do:\n${steps.map((step) => `- ${step}`).join('\n')}\n\nSee the steps in Bulwark: ${link}\n\nBreach data: Have I Been Pwned (CC BY 4.0), https://haveibeenpwned.com\n— Bulwark Security\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p><p><strong>Exposed:</strong> ${escapeHtml(exposed)}.</p>
<p><strong>What to do:</strong></p><ul>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}">See the steps in Bulwark</a></p>
<p style="color:#555">Breach data: <a href="https://haveibeenpwned.com">Have I Been Pwned</a> (CC BY 4.0)</p><p>— Bulwark Security</p></body></html>`;
  return {
    to: options.to,
    subject,
    text,
    html,
    messageId: alertMessageId(options.alertId, options.baseUrl),
  };
}
