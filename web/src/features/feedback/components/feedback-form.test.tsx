import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { FEEDBACK_LIMIT_MESSAGE, FeedbackForm } from './feedback-form';

const SUBMIT = '/v1/call/feedback.submit';

function acceptSubmissions(received: unknown[] = []) {
  server.use(
    http.post(SUBMIT, async ({ request }) => {
      const input = (await request.json()) as Record<string, unknown>;
      received.push(input);
      return HttpResponse.json({ id: 'f1', ...input, createdAt: '2026-11-22T10:00:00Z' });
    }),
  );
  return received;
}

async function fillValidForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.selectOptions(screen.getByRole('combobox', { name: /what is it about/i }), 'idea');
  await user.click(screen.getByRole('radio', { name: '4 – Very good' }));
  await user.type(
    screen.getByRole('textbox', { name: /your message/i }),
    'Please add a breach timeline.',
  );
}

test('shows every problem with an empty form and sends nothing', async () => {
  const received = acceptSubmissions();
  const { user } = renderWithProviders(<FeedbackForm />);
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText('Choose a category.')).toBeInTheDocument();
  expect(screen.getByText('Rate from 1 to 5.')).toBeInTheDocument();
  expect(screen.getByText('Write at least 10 characters.')).toBeInTheDocument();
  expect(received).toEqual([]);
});

test('counts characters and rejects a message that is too short after trimming', async () => {
  const { user } = renderWithProviders(<FeedbackForm />);
  await user.type(screen.getByRole('textbox', { name: /your message/i }), '   short   ');
  expect(screen.getByText('11 / 2000 characters, at least 10.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText('Write at least 10 characters.')).toBeInTheDocument();
});

test('the rating is a radio group of five labelled choices', () => {
  renderWithProviders(<FeedbackForm />);
  const group = screen.getByRole('radiogroup', { name: 'How would you rate Bulwark?' });
  expect(group).toBeInTheDocument();
  expect(screen.getAllByRole('radio')).toHaveLength(5);
});

test('sends valid feedback, thanks the person and clears the form', async () => {
  const received = acceptSubmissions();
  const { user } = renderWithProviders(<FeedbackForm />);
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText('Thank you. Your feedback has been sent.')).toBeInTheDocument();
  expect(received).toEqual([
    { category: 'idea', rating: 4, message: 'Please add a breach timeline.' },
  ]);
  expect(screen.getByRole('textbox', { name: /your message/i })).toHaveValue('');
});

test('explains the hourly limit when the server refuses with resource-exhausted', async () => {
  server.use(
    http.post(SUBMIT, () =>
      HttpResponse.json(
        { error: { code: 'resource-exhausted', message: 'Rate limited.' } },
        { status: 429 },
      ),
    ),
  );
  const { user } = renderWithProviders(<FeedbackForm />);
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_LIMIT_MESSAGE);
  expect(FEEDBACK_LIMIT_MESSAGE).toBe(
    'You have sent 5 messages in the last hour. Try again later.',
  );
});
