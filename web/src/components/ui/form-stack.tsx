import { Stack, type StackProps } from '@chakra-ui/react';
import type { FormEvent } from 'react';

interface FormStackProps extends Omit<StackProps, 'onSubmit' | 'as' | 'asChild'> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
}

/**
 * A vertical form. Validation is ours (shared zod schemas, messages next to each field), so the
 * browser's own bubbles are off with noValidate.
 */
export function FormStack({ onSubmit, children, ...stackProps }: FormStackProps) {
  return (
    <Stack asChild {...stackProps}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
      </form>
    </Stack>
  );
}
