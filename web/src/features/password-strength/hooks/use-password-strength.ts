import { useEffect, useState } from 'react';
import type { StrengthReport } from '../lib/strength-report';
import {
  createStrengthWorker,
  type StrengthWorkerPort,
  StrengthWorkerClient,
} from '../lib/strength-worker-client';

export type StrengthState =
  | { status: 'loading' }
  | { status: 'ready'; password: string; report: StrengthReport | undefined }
  | { status: 'failed'; message: string };

/**
 * zxcvbn-ts in a Web Worker, started with the page and stopped with it, so its dictionaries load
 * only here and typing never waits for an estimate. The state names the password it describes:
 * a late answer for an older keystroke is never shown as current.
 */
export function usePasswordStrength(
  password: string,
  createWorker: () => StrengthWorkerPort = createStrengthWorker,
): StrengthState {
  const [client, setClient] = useState<StrengthWorkerClient | null>(null);
  const [state, setState] = useState<StrengthState>({ status: 'loading' });

  useEffect(() => {
    const created = new StrengthWorkerClient(createWorker);
    let isMounted = true;
    created.ready.then(
      () => isMounted && setClient(created),
      () => undefined,
    );
    return () => {
      isMounted = false;
      created.dispose();
    };
  }, [createWorker]);

  useEffect(() => {
    if (!client) return;
    let isCurrent = true;
    const estimate = password === '' ? Promise.resolve(undefined) : client.estimate(password);
    estimate.then(
      (report) => {
        if (isCurrent && (report || password === ''))
          setState({ status: 'ready', password, report });
      },
      (error: unknown) => {
        if (isCurrent)
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [client, password]);

  return state;
}
