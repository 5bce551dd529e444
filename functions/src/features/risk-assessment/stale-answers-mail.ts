import { type MailMessage, escapeHtml } from '@/lib/mailer';

/** The one reminder (per assessment) that answers behind the score are over six months old. */
export function composeStaleAnswersMail(options: {
  to: string;
  answeredSince: Date;
  baseUrl: string;
}): MailMessage {
  const link = new URL('/dashboard/risk-assessment', options.baseUrl).toString();
  const date = options.answeredSince.toISOString().slice(0, 10);
  const subject = 'Time to update your Bulwark risk assessment';
  const intro = `Some of your Bulwark risk assessment answers date from ${date}. Habits, devices and accounts change, so your score may no longer reflect them.`;
  const ask =
    'It opens with your previous answers filled in: confirm or change them, which takes a few minutes.';
  const text = `${intro}\n\n${ask}\n\nUpdate your answers: ${link}\n\nWe send this reminder once per assessment.\n— Bulwark Security\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p>
<p><a href="${escapeHtml(link)}">Update your answers</a></p>
<p style="color:#555">We send this reminder once per assessment.</p><p>— Bulwark Security</p></body></html>`;
  return { to: options.to, subject, text, html };
}
