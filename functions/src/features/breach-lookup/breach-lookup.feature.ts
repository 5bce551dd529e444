import { defineFeature } from '@/platform/define-feature';
import * as callables from './breach-lookup.callables';

/** One address against every source (the local index, then HIBP when configured). */
export const breachLookupFeature = defineFeature({
  slug: 'breach-lookup',
  callables: Object.values(callables),
});
