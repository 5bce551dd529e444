import {
  answerStrengthRequest,
  createStrengthEstimator,
  type StrengthEstimator,
} from '../lib/strength-estimator';
import type { StrengthRequest, StrengthResponse } from '../lib/strength-protocol';
import type { StrengthWorkerPort } from '../lib/strength-worker-client';
import { zxcvbnOptions } from '../lib/zxcvbn-options';

let shared: StrengthEstimator | undefined;

/**
 * The strength worker's code run in the test's own thread (jsdom has no Worker): the same
 * estimator and protocol, with replies delivered asynchronously as a real worker's are.
 */
export function createInProcessStrengthWorker(): StrengthWorkerPort {
  const listeners: ((event: MessageEvent<unknown>) => void)[] = [];
  const deliver = (response: StrengthResponse) =>
    setTimeout(() => {
      for (const listener of listeners) listener(new MessageEvent('message', { data: response }));
    }, 0);
  shared ??= createStrengthEstimator(zxcvbnOptions);
  const estimator = shared;
  deliver({ type: 'ready', initMs: 0 });
  return {
    postMessage: (message: StrengthRequest) => deliver(answerStrengthRequest(estimator, message)),
    addEventListener: (type: 'message' | 'error', listener: (event: never) => void) => {
      if (type === 'message') listeners.push(listener as (event: MessageEvent<unknown>) => void);
    },
    terminate: () => {
      listeners.length = 0;
    },
  };
}
