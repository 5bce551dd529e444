import { ID_PATTERN } from '@bulwark/contracts/ids';
import { FEEDBACK_MESSAGE_MAX } from '@bulwark/contracts/schemas/feedback.schema';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test, vi } from 'vitest';
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
  expect(screen.getByText('11 / 2,000')).toHaveTextContent('11 / 2,000 characters');
  expect(screen.getByText('At least 10 characters.')).toBeInTheDocument();
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
    {
      category: 'idea',
      rating: 4,
      message: 'Please add a breach timeline.',
      idempotencyKey: expect.stringMatching(ID_PATTERN),
    },
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

test(
  'a double click sends the message once and the button waits for the answer',
  { timeout: 15_000 },
  async () => {
    const received: unknown[] = [];
    let answer = () => {};
    server.use(
      http.post(SUBMIT, async ({ request }) => {
        const input = (await request.json()) as Record<string, unknown>;
        received.push(input);
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ id: 'f1', ...input, createdAt: '2026-11-22T10:00:00Z' });
      }),
    );
    const { user } = renderWithProviders(<FeedbackForm />);
    await fillValidForm(user);
    const button = screen.getByRole('button', { name: 'Send feedback' });
    // Two clicks in one go, before React renders in between: what a quick double click can do.
    fireEvent.click(button);
    fireEvent.click(button);
    await user.dblClick(button);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(button).toBeDisabled();
    // Long enough for a second request to arrive, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(1);
    answer();
    await vi.waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
    expect(screen.getByText('Thank you. Your feedback has been sent.')).toBeInTheDocument();
  },
);

test('a retry after a failure sends the same key; an edited message gets a new one', async () => {
  const received: Record<string, unknown>[] = [];
  server.use(
    http.post(SUBMIT, async ({ request }) => {
      received.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(
        { error: { code: 'unavailable', message: 'Down.' } },
        { status: 503 },
      );
    }),
  );
  const { user } = renderWithProviders(<FeedbackForm />);
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  await screen.findByRole('alert');
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  await user.type(screen.getByRole('textbox', { name: /your message/i }), '!');
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  await vi.waitFor(() => expect(received).toHaveLength(3));
  expect(received[1]?.['idempotencyKey']).toBe(received[0]?.['idempotencyKey']);
  expect(received[2]?.['idempotencyKey']).not.toBe(received[0]?.['idempotencyKey']);
});

test('a paste over the limit keeps what fits and says the text was cut', async () => {
  const { user } = renderWithProviders(<FeedbackForm />);
  const message = screen.getByRole('textbox', { name: /your message/i });
  await user.click(message);
  await user.paste('x'.repeat(20_000));
  expect(message).toHaveValue('x'.repeat(FEEDBACK_MESSAGE_MAX));
  expect(
    screen.getByText('Your text was cut to 2,000 characters: 18,000 more did not fit.'),
  ).toHaveAttribute('role', 'status');
  expect(screen.getByText('2,000 / 2,000')).toBeInTheDocument();
  await user.type(message, '{Backspace}');
  expect(screen.queryByText(/Your text was cut/)).not.toBeInTheDocument();
});
