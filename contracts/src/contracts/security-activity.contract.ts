import { z } from 'zod';
import { SecurityActivitySchema } from '../schemas/security-activity.schema';
import { NO_PAYLOAD } from './no-payload';

export const securityActivityContract = {
  /** The caller's account events of the last 90 days, newest first. */
  'securityActivity.list': { input: z.object({}).strict(), output: SecurityActivitySchema },
} as const;

/** A new event on the account: the open activity list refetches. */
export const securityActivityCollections = { 'security-activity': NO_PAYLOAD } as const;
