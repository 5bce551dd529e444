import { describeError } from '@/lib/logger';
import { type MailMessage, actionMail } from '@/lib/mailer';
import type { AppServices } from '@/platform/context';

/**
 * Every mail identity sends. Delivery goes through the job queue in the background, so a request
 * that mails (reset, sign-up of a known address) answers as fast as one that does not (no timing
 * side channel) and a failed delivery is retried.
 */
export interface AuthMail {
  deliver(message: MailMessage): void;
  verifyEmail(to: string, url: string): MailMessage;
  confirmNewEmail(to: string, url: string): MailMessage;
  resetPassword(to: string, url: string): MailMessage;
  registrationAttempt(to: string): MailMessage;
  passwordChanged(to: string, how: 'reset' | 'change'): MailMessage;
  emailChanged(to: string, newEmail: string): MailMessage;
  accountDeleted(to: string): MailMessage;
}

/** Shows enough of an address to recognise it, not enough to harvest it: "ad***@example.com". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** A security notice: something changed; the one action offered is to take the account back. */
function notice(forgotUrl: string, to: string, subject: string, intro: string): MailMessage {
  return actionMail({
    to,
    subject,
    intro,
    actionLabel: 'Reset my password',
    actionUrl: forgotUrl,
    outro: 'If this was you, there is nothing else to do.',
  });
}

export function createAuthMail(services: AppServices): AuthMail {
  const baseUrl = services.config.baseUrl.replace(/\/$/, '');
  const forgotUrl = `${baseUrl}/forgot-password`;
  return {
    deliver(message) {
      // Queued, not sent: an SMTP outage or a restart delays the mail instead of losing it. Not
      // awaited, so a request that mails answers as fast as one that does not.
      services.enqueueMail(message).catch((error: unknown) => {
        services.logger.error('auth mail not queued; sending directly', {
          subject: message.subject,
          ...describeError(error),
        });
        services.mailer.send(message).catch((sendError: unknown) => {
          services.logger.error('auth mail not sent', {
            subject: message.subject,
            ...describeError(sendError),
          });
        });
      });
    },
    verifyEmail: (to, url) =>
      actionMail({
        to,
        subject: 'Verify your email for Bulwark',
        intro:
          'Welcome to Bulwark Security. Confirm that this address is yours to finish creating your account.',
        actionLabel: 'Verify my email',
        actionUrl: url,
      }),
    confirmNewEmail: (to, url) =>
      actionMail({
        to,
        subject: 'Confirm your new email for Bulwark',
        intro:
          'Someone asked to use this address for a Bulwark account. It takes effect once you confirm it.',
        actionLabel: 'Use this address',
        actionUrl: url,
      }),
    resetPassword: (to, url) =>
      actionMail({
        to,
        subject: 'Reset your Bulwark password',
        intro:
          'Someone asked to reset the password of your Bulwark account. The link works once, for 30 minutes.',
        actionLabel: 'Choose a new password',
        actionUrl: url,
      }),
    registrationAttempt: (to) =>
      actionMail({
        to,
        subject: 'Someone tried to register with your email',
        intro:
          'Someone tried to create a Bulwark account with this address, which already has one. No new account was made.',
        actionLabel: 'Forgot your password? Reset it',
        actionUrl: forgotUrl,
        outro: 'If this was not you, you can ignore this message: your account has not changed.',
      }),
    passwordChanged: (to, how) =>
      notice(
        forgotUrl,
        to,
        'Your Bulwark password was changed',
        `The password of your Bulwark account was ${how === 'reset' ? 'reset' : 'changed'}, and your other sessions were signed out. If this was not you, reset it now.`,
      ),
    emailChanged: (to, newEmail) =>
      notice(
        forgotUrl,
        to,
        'Your Bulwark email address was changed',
        `Your Bulwark account now uses ${maskEmail(newEmail)} instead of this address. If this was not you, reset your password now and contact the person who runs this Bulwark.`,
      ),
    accountDeleted: (to) =>
      actionMail({
        to,
        subject: 'Your Bulwark account was deleted',
        intro: 'Your Bulwark account and everything stored with it have been deleted.',
        actionLabel: 'Create a new account',
        actionUrl: `${baseUrl}/register`,
        outro: 'If this was not you, contact the person who runs this Bulwark.',
      }),
  };
}
