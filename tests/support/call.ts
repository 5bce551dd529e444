import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Server data through the same callables the app uses, with the page's session. */
export async function call<T>(page: Page, name: string, input: object): Promise<T> {
  const response = await page.request.post(`/v1/call/${name}`, {
    data: input,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok(), `${name}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}
