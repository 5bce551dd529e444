import type { StrengthReport } from './strength-report';

/** Main thread → strength worker. */
export interface StrengthRequest {
  type: 'estimate';
  id: number;
  password: string;
}

/** Strength worker → main thread. */
export type StrengthResponse =
  | { type: 'ready'; initMs: number }
  | { type: 'report'; id: number; report: StrengthReport }
  | { type: 'failed'; id: number; message: string };

export function isStrengthRequest(data: unknown): data is StrengthRequest {
  if (typeof data !== 'object' || data === null) return false;
  const candidate = data as Partial<StrengthRequest>;
  return (
    candidate.type === 'estimate' &&
    Number.isInteger(candidate.id) &&
    typeof candidate.password === 'string'
  );
}

export function isStrengthResponse(data: unknown): data is StrengthResponse {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === 'ready' || type === 'report' || type === 'failed';
}
