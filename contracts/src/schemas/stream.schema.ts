import { z } from 'zod';

/** Heartbeats at most this far apart; the client goes Offline after 10 s without one (spec §4). */
export const STREAM_HEARTBEAT_MS = 5000;

/** A change to one of the signed-in user's collections, pushed over `GET /v1/stream`. */
export const ChangeEventSchema = z.object({
  collection: z.string(),
  op: z.enum(['insert', 'update', 'delete']),
  id: z.string(),
  at: z.string(),
});
export type ChangeEvent = z.infer<typeof ChangeEventSchema>;
