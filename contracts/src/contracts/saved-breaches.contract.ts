import { z } from 'zod';
import {
  ExposureSummarySchema,
  ResolveManyInputSchema,
  SaveBreachInputSchema,
  SavedBreachIdInputSchema,
  SavedBreachSchema,
  SetStatusInputSchema,
  UpdateNotesInputSchema,
  UpdateStepInputSchema,
} from '../schemas/saved-breach.schema';

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
