import { createStrengthEstimator, answerStrengthRequest } from './strength-estimator';
import { isStrengthRequest, type StrengthResponse } from './strength-protocol';
import { zxcvbnOptions } from './zxcvbn-options';

// The strength checker's worker: it alone imports the dictionaries (~1.6 MiB), so they load only
// when the checker page starts it, and estimating never blocks the page's main thread.
const startedAt = performance.now();
const estimator = createStrengthEstimator(zxcvbnOptions);

function post(response: StrengthResponse): void {
  self.postMessage(response);
}

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (isStrengthRequest(event.data)) post(answerStrengthRequest(estimator, event.data));
});
post({ type: 'ready', initMs: performance.now() - startedAt });
