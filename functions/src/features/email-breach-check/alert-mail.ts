import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import { type MailMessage, escapeHtml } from '@/lib/mailer';

/** The alert mail: which address, which breach, what it exposed, and where the steps are. */
export function composeAlertMail(options: {
  to: string;
  maskedEmail: string;
  breach: Pick<BreachSummary, 'name' | 'title' | 'breachDate' | 'dataClasses'>;
  baseUrl: string;
}): MailMessage {
  const { breach } = options;
  const link = new URL('/dashboard/email-breach-check', options.baseUrl).toString();
  const exposed = breach.dataClasses.join(', ');
  const subject = `Bulwark found ${options.maskedEmail} in the ${breach.title} breach`;
  const intro = `${options.maskedEmail} appears in the ${breach.title} data breach of ${breach.breachDate}.`;
  const steps = [
    breach.dataClasses.includes('Passwords') ? 'Change that password, and every other one that is the same or similar.' : null,
    'Turn on two-step verification where you can.',
    'Save the breach in Bulwark to work through the remaining steps, most urgent first.',
  ].filter((step): step is string => step !== null);
  const text = `${intro}\n\nExposed: ${exposed}.\n\nWhat to do:\n${steps.map((step) => `- ${step}`).join('\n')}\n\nSee it in Bulwark: ${link}\n\nBreach data: Have I Been Pwned (CC BY 4.0), https://haveibeenpwned.com\n— Bulwark Security\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p><p><strong>Exposed:</strong> ${escapeHtml(exposed)}.</p>
<p><strong>What to do:</strong></p><ul>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}">See it in Bulwark</a></p>
<p style="color:#555">Breach data: <a href="https://haveibeenpwned.com">Have I Been Pwned</a> (CC BY 4.0)</p><p>— Bulwark Security</p></body></html>`;
  return { to: options.to, subject, text, html };
}
