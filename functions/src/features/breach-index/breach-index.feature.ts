import { defineFeature } from '@/platform/define-feature';
import { breachEmailHash, breachIngest } from './breach-index.table';

/**
 * The local email index (address hash → breach) and the record of every ingest. It is filled by
 * the `npm run ingest:breach` command (ingest.cli.ts), not through the app.
 */
export const breachIndexFeature = defineFeature({
  slug: 'breach-index',
  tables: [breachEmailHash, breachIngest],
});
