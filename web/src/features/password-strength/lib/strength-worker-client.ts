import {
  isStrengthResponse,
  type StrengthRequest,
  type StrengthResponse,
} from './strength-protocol';
import type { StrengthReport } from './strength-report';

/** The part of Worker the client uses: a real module worker, or an in-process stand-in in tests. */
export interface StrengthWorkerPort {
  postMessage(message: StrengthRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

export function createStrengthWorker(): StrengthWorkerPort {
  return new Worker(new URL('./strength.worker.ts', import.meta.url), {
    type: 'module',
    name: 'password-strength',
  });
}

interface Pending {
  id: number;
  password: string;
  resolve: (report: StrengthReport | undefined) => void;
  reject: (error: Error) => void;
}

/**
 * Talks to the strength worker. At most one estimate is in flight; while it runs, newer keystrokes
 * replace each other and only the latest is sent (the replaced ones resolve to undefined). So a
 * burst of typing costs one estimate per worker turn, never a growing queue.
 */
export class StrengthWorkerClient {
  readonly ready: Promise<number>;
  private readonly worker: StrengthWorkerPort;
  private inFlight: Pending | undefined;
  private queued: Pending | undefined;
  private nextId = 1;
  private markReady: (initMs: number) => void = () => {};
  private failure: Error | undefined;

  constructor(createWorker: () => StrengthWorkerPort = createStrengthWorker) {
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
    this.worker = createWorker();
    this.worker.addEventListener('message', (event) => {
      if (isStrengthResponse(event.data)) this.receive(event.data);
    });
    this.worker.addEventListener('error', () =>
      this.fail(new Error('The strength checker could not start.')),
    );
  }

  estimate(password: string): Promise<StrengthReport | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const request: Pending = { id: this.nextId, password, resolve, reject };
      this.nextId += 1;
      if (this.inFlight) {
        this.queued?.resolve(undefined);
        this.queued = request;
      } else {
        this.send(request);
      }
    });
  }

  dispose(): void {
    this.fail(new Error('The strength checker was closed.'));
    this.worker.terminate();
  }

  private send(request: Pending): void {
    this.inFlight = request;
    this.worker.postMessage({ type: 'estimate', id: request.id, password: request.password });
  }

  private receive(response: StrengthResponse): void {
    if (response.type === 'ready') {
      this.markReady(response.initMs);
      return;
    }
    const current = this.inFlight;
    if (!current || current.id !== response.id) return;
    this.inFlight = undefined;
    if (response.type === 'report') current.resolve(response.report);
    else current.reject(new Error(response.message));
    const next = this.queued;
    this.queued = undefined;
    if (next) this.send(next);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const pending of [this.inFlight, this.queued]) pending?.reject(error);
    this.inFlight = undefined;
    this.queued = undefined;
  }
}
