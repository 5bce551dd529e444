import { z } from 'zod';
import {
  ExposureSummarySchema,
  ResolveManyInputSchema,
  SaveBreachInputSchema,
  SavedBreachIdInputSchema,
  SavedBreachSchema,
  SavedBreachStatusSchema,
  SetStatusInputSchema,
  UpdateNotesInputSchema,
  UpdateStepInputSchema,
} from '../schemas/saved-breach.schema';
import { NO_PAYLOAD } from './no-payload';

const Empty = z.object({}).strict();

export const savedBreachesContract = {
  'savedBreaches.list': { input: Empty, output: z.array(SavedBreachSchema) },
  /** Saving a breach already on the list returns it unchanged. */
  'savedBreaches.add': { input: SaveBreachInputSchema, output: SavedBreachSchema },
  'savedBreaches.remove': {
    input: SavedBreachIdInputSchema,
    output: z.object({ removed: z.boolean() }),
  },
  'savedBreaches.updateStep': { input: UpdateStepInputSchema, output: SavedBreachSchema },
  'savedBreaches.updateNotes': { input: UpdateNotesInputSchema, output: SavedBreachSchema },
  'savedBreaches.setStatus': { input: SetStatusInputSchema, output: SavedBreachSchema },
  /** Marks several breaches fixed at once; their history is kept. */
  'savedBreaches.resolveMany': {
    input: ResolveManyInputSchema,
    output: z.array(SavedBreachSchema),
  },
  'savedBreaches.getExposureSummary': { input: Empty, output: ExposureSummarySchema },
} as const;

export const savedBreachesCollections = {
  /** A breach saved, changed or removed; `status` when it became fixed or was reopened. */
  'saved-breaches': z.object({
    breachName: z.string(),
    status: SavedBreachStatusSchema.optional(),
  }),
  /** The exposure summary was recomputed: the dashboard refetches it. */
  'exposure-summary': NO_PAYLOAD,
} as const;
