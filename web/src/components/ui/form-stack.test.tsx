import { Button } from '@chakra-ui/react';
import { fireEvent, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithUi } from '@/testing/render-with-ui';
import { FormStack } from './form-stack';

test('a second submit while the first is still running is dropped; the next one after it goes', async () => {
  const started: number[] = [];
  let finish = () => {};
  renderWithUi(
    <FormStack
      aria-label="Probe"
      onSubmit={async (event) => {
        event.preventDefault();
        started.push(started.length);
        await new Promise<void>((resolve) => (finish = resolve));
      }}
    >
      <Button type="submit">Send</Button>
    </FormStack>,
  );
  const form = screen.getByRole('form', { name: 'Probe' });
  fireEvent.submit(form);
  fireEvent.submit(form);
  expect(started).toEqual([0]);
  finish();
  await new Promise((resolve) => setTimeout(resolve, 0));
  fireEvent.submit(form);
  expect(started).toEqual([0, 1]);
});
