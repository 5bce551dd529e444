import { Stack, type StackProps } from '@chakra-ui/react';
import { useRef, type FormEvent } from 'react';

interface FormStackProps extends Omit<StackProps, 'onSubmit' | 'as' | 'asChild'> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
}

/**
 * A vertical form. Validation is ours (shared zod schemas, messages next to each field), so the
 * browser's own bubbles are off with noValidate. While an async submit runs, another submit (Enter
 * pressed twice, a double click that lands before the button shows it is busy) is dropped, so
 * every form sends what it sends once.
 */
export function FormStack({ onSubmit, children, ...stackProps }: FormStackProps) {
  const isSubmitting = useRef(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (isSubmitting.current) {
      event.preventDefault();
      return;
    }
    const result = onSubmit(event);
    if (!(result instanceof Promise)) return;
    isSubmitting.current = true;
    const release = () => {
      isSubmitting.current = false;
    };
    result.then(release, release);
  }

  return (
    <Stack asChild {...stackProps}>
      <form noValidate onSubmit={submit}>
        {children}
      </form>
    </Stack>
  );
}
