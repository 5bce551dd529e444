import { z } from 'zod';

/**
 * The payload schema of a change collection whose events say nothing about themselves (the
 * browser refetches, a trigger reads the row): its `before` and `after` are always null.
 */
export const NO_PAYLOAD = z.never();
