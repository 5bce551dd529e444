import { Button, Field } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { renderWithUi } from '@/testing/render-with-ui';
import { LimitedInput, LimitedTextarea } from './limited-text';

function NameField({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Field.Root>
      <Field.Label>Name</Field.Label>
      <LimitedInput value={value} onValueChange={setValue} maxLength={10} />
      <Field.HelperText>What others see.</Field.HelperText>
      <Button onClick={() => setValue('')}>Clear</Button>
    </Field.Root>
  );
}

test('the count appears near the limit and is read with the field', async () => {
  const { user } = renderWithUi(<NameField />);
  const input = screen.getByRole('textbox', { name: 'Name' });
  await user.type(input, 'abcdefg');
  expect(screen.queryByText(/\/ 10/)).not.toBeInTheDocument();
  await user.type(input, 'h');
  expect(screen.getByText('8 / 10')).toHaveTextContent('8 / 10 characters');
  expect(input).toHaveAccessibleDescription('What others see. 8 / 10 characters');
});

test('typing past the limit keeps the text and says it was cut', async () => {
  const { user } = renderWithUi(<NameField initial="0123456789" />);
  const input = screen.getByRole('textbox', { name: 'Name' });
  await user.type(input, 'x');
  expect(input).toHaveValue('0123456789');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your text was cut to 10 characters: 1 more did not fit.',
  );
  expect(input).toHaveAccessibleDescription(
    'What others see. 10 / 10 characters Your text was cut to 10 characters: 1 more did not fit.',
  );
});

test('a paste in the middle keeps the text after it; the notice goes once the text changes', async () => {
  const { user } = renderWithUi(<NameField initial="start|end" />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
  input.focus();
  input.setSelectionRange(6, 6);
  await user.paste('PASTED');
  expect(input).toHaveValue('start|Pend');
  expect(screen.getByRole('status')).toHaveTextContent('5 more did not fit.');
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a long text field can show its count from the first character', async () => {
  function Message() {
    const [value, setValue] = useState('');
    return (
      <LimitedTextarea
        aria-label="Message"
        value={value}
        onValueChange={setValue}
        maxLength={2000}
        countFrom={0}
      />
    );
  }
  const { user } = renderWithUi(<Message />);
  expect(screen.getByText('0 / 2,000')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
  expect(screen.getByText('2 / 2,000')).toBeInTheDocument();
});
