import type { CallableInput } from '@bulwark/contracts/contracts';
import { onlineManager } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, expect, test } from 'vitest';
import { server } from '@/testing/msw-server';
import { callFunction } from './api-client';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

test('a write made offline waits, then is sent once when the browser is back online', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post('/v1/call/feedback.submit', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({
        id: 'f1',
        category: 'idea',
        rating: 4,
        message: 'Written on a train.',
        createdAt: '2026-01-01T00:00:00Z',
      });
    }),
  );
  const queryClient = createQueryClient();
  // As QueryClientProvider does: the client now follows the browser going on- and offline.
  queryClient.mount();
  onlineManager.setOnline(false);
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: (input: CallableInput<'feedback.submit'>) => callFunction('feedback.submit', input),
  });
  const input = {
    category: 'idea',
    rating: 4,
    message: 'Written on a train.',
    idempotencyKey: 'T'.repeat(20),
  } as const;
  const result = mutation.execute(input);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mutation.state.isPaused).toBe(true);
  expect(sent).toHaveLength(0);

  onlineManager.setOnline(true);
  await expect(result).resolves.toMatchObject({ id: 'f1' });
  expect(sent).toEqual([input]);
  queryClient.unmount();
});
