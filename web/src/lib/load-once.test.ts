import { expect, test, vi } from 'vitest';
import { loadOnce } from './load-once';

test('loads once and shares the result', async () => {
  const load = vi.fn(() => Promise.resolve('chunk'));
  const get = loadOnce(load);
  expect(await Promise.all([get(), get()])).toEqual(['chunk', 'chunk']);
  expect(await get()).toBe('chunk');
  expect(load).toHaveBeenCalledOnce();
});

test('forgets a failed load, so the next call fetches again', async () => {
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce('chunk');
  const get = loadOnce(load);
  await expect(get()).rejects.toThrow('offline');
  expect(await get()).toBe('chunk');
  expect(load).toHaveBeenCalledTimes(2);
});
