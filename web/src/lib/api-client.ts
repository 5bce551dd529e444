import {
  contracts,
  type CallableInput,
  type CallableName,
  type CallableOutput,
} from '@bulwark/contracts/contracts';
import { CallableError, codeForHttpStatus, isErrorCode } from '@bulwark/contracts/errors';
import type { ZodType } from 'zod';
import { reportSessionGone } from './session-events';

/** Callables give up after 15 s (spec §9: the data store's request time-out). */
export const CALL_TIMEOUT_MS = 15_000;
/** Spec §8: a read while offline, with no cached copy to show instead. */
export const OFFLINE_MESSAGE = 'Failed to get document because the client is offline.';

export interface CallOptions {
  /** Cancels the call, e.g. TanStack Query's signal when a query is no longer needed. */
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

/** A GET to a plain route: what to send beside the path. */
export interface GetOptions extends CallOptions {
  headers?: Record<string, string>;
  /** `omit` for public data that must not carry the session (the Pwned Passwords range). */
  credentials?: RequestCredentials;
}

/**
 * Calls `POST /v1/call/<name>` and returns its output, checked against the shared contract.
 * Every failure is thrown as a {@link CallableError} with a message a person can read.
 */
export async function callFunction<N extends CallableName>(
  name: N,
  input: CallableInput<N>,
  options: CallOptions = {},
): Promise<CallableOutput<N>> {
  const response = await send(
    `/v1/call/${name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    },
    options,
  );
  // The contract's output schema is the one for `name`, which TypeScript cannot narrow from a union.
  const schema: ZodType = contracts[name].output;
  return (await readAnswer(response, schema)) as CallableOutput<N>;
}

/**
 * `GET <path>` of a route that is not a callable (a public status, the breach range), its JSON
 * answer checked by `schema`. Fails as {@link callFunction} does, with the server's own message.
 */
export async function getJson<T>(
  path: string,
  schema: ZodType<T>,
  options: GetOptions = {},
): Promise<T> {
  const response = await send(path, toGetInit(options, 'application/json'), options);
  return readAnswer(response, schema);
}

/**
 * `POST <path>` of a route that is not a callable, with a JSON body; its answer checked by
 * `schema`. Fails as {@link callFunction} does, with the server's own message.
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  schema: ZodType<T>,
  options: CallOptions = {},
): Promise<T> {
  const response = await send(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    },
    options,
  );
  return readAnswer(response, schema);
}

/** `GET <path>` of a route that answers plain text (the Pwned Passwords range). */
export async function getText(path: string, options: GetOptions = {}): Promise<string> {
  const response = await send(path, toGetInit(options, 'text/plain'), options);
  if (!response.ok) throw await toCallableError(response);
  return response.text();
}

function toGetInit(options: GetOptions, accept: string): RequestInit {
  return {
    method: 'GET',
    headers: { accept, ...options.headers },
    credentials: options.credentials ?? 'same-origin',
  };
}

async function readAnswer<T>(response: Response, schema: ZodType<T>): Promise<T> {
  if (!response.ok) throw await toCallableError(response);
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new CallableError('internal', 'The operation could not be completed');
  return parsed.data;
}

async function send(url: string, init: RequestInit, options: CallOptions): Promise<Response> {
  // Known offline: fail at once with the spec's text rather than wait for the network stack.
  // A query that has data keeps showing it (TanStack keeps data on error); writes never get
  // here offline, because mutations pause until the browser is back online (query-client.ts).
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    throw new CallableError('unavailable', OFFLINE_MESSAGE);
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? CALL_TIMEOUT_MS);
  const signals = options.signal ? [timeout.signal, options.signal] : [timeout.signal];
  try {
    return await fetch(url, { ...init, signal: AbortSignal.any(signals) });
  } catch {
    if (timeout.signal.aborted)
      throw new CallableError('deadline-exceeded', 'The request timed out.');
    if (options.signal?.aborted) throw new CallableError('cancelled', 'The request was cancelled.');
    // fetch rejects without a response (status 0): offline, DNS failure, connection reset.
    throw new CallableError('unavailable', 'Connection failed.');
  } finally {
    clearTimeout(timer);
  }
}

async function toCallableError(response: Response): Promise<CallableError> {
  const body: unknown = await response.json().catch(() => undefined);
  const error =
    readErrorBody(body) ??
    new CallableError(
      codeForHttpStatus(response.status),
      `Server responded with status ${response.status}`,
    );
  if (error.code === 'unauthenticated') reportSessionGone();
  return error;
}

function readErrorBody(body: unknown): CallableError | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return null;
  const code = 'code' in error ? error.code : undefined;
  const message = 'message' in error ? error.message : undefined;
  if (!isErrorCode(code) || typeof message !== 'string') return null;
  const details = 'details' in error && isRecord(error.details) ? error.details : undefined;
  return new CallableError(code, message, details);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
