import { escapeHtml } from '@/lib/mailer';
import { defineTrigger } from '@/platform/define-trigger';
import { inDatabaseTransaction } from '@/db/transaction';
import { findFeedback, markFeedbackHandled } from './feedback.repository';

/**
 * Emails the team inbox about new feedback, once: the row is claimed (handled_at set) and the
 * mail queued in one transaction, so a second run of the job finds it handled and queues nothing,
 * and the mail queue delivers (with retries) outside any transaction.
 */
export const onFeedbackCreated = defineTrigger(
  'onFeedbackCreated',
  { collection: 'feedback', on: 'insert' },
  async (event, { services }) => {
    await inDatabaseTransaction(services.db, async (tx) => {
      const row = await findFeedback(tx, event.rowId);
      if (!row || row.handledAt) return;
      const claimed = await markFeedbackHandled(tx, row.id, services.clock.now());
      if (!claimed) return;
      const subject = `Feedback (${row.category}, ${row.rating}/5)`;
      await services.enqueueMail(
        {
          to: services.config.feedbackInbox,
          subject,
          text: `${subject}\n\n${row.message}\n\nFeedback id: ${row.id}\n`,
          html: `<p><strong>${escapeHtml(subject)}</strong></p><p style="white-space:pre-wrap">${escapeHtml(row.message)}</p><p>Feedback id: ${escapeHtml(row.id)}</p>`,
        },
        tx,
      );
    });
  },
);
