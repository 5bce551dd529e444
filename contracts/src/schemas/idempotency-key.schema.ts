import { z } from 'zod';
import { ID_PATTERN } from '../ids';

/**
 * A key the client makes once per thing it means to do (one `generateId()`), and sends again on
 * every retry or double click of it. The server does that thing once per key and answers each
 * repeat as it answered the first, so a doubled request cannot store or send anything twice.
 */
export const IdempotencyKeySchema = z
  .string()
  .regex(ID_PATTERN, 'The request key is not valid. Reload the page and try again.');
