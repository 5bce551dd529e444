import { useCallback, useRef, useState } from 'react';

/**
 * Runs one task at a time for a button or form that writes: a second click, a double click or
 * Enter pressed twice while the first task runs is dropped. The ref decides at once; `isPending`
 * (for `loading`/`disabled`) follows on the next render. A mutation's own `isPending` is not
 * enough: TanStack Query publishes it a timer tick after `mutate`, and a double click's second
 * click can arrive before that, as can one that lands while the task awaits something first.
 */
export function useSingleFlight() {
  const isRunning = useRef(false);
  const [isPending, setPending] = useState(false);

  /** Starts `task` unless one is running. The task reports its own errors and must not reject. */
  const run = useCallback(async (task: () => Promise<void>) => {
    if (isRunning.current) return;
    isRunning.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      isRunning.current = false;
      setPending(false);
    }
  }, []);

  return { run, isPending };
}

/**
 * `mutateAsync` for a single-flight task: `{ data }` when the write succeeded (even one that
 * answers nothing), null when it failed. The failure is not lost: the mutation holds it
 * (`isError`, `error`) and the query client's `onError` shows it unless the form shows it itself.
 */
export async function mutateSettled<TData, TVariables>(
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> },
  variables: TVariables,
): Promise<{ data: TData } | null> {
  try {
    return { data: await mutation.mutateAsync(variables) };
  } catch {
    return null;
  }
}
