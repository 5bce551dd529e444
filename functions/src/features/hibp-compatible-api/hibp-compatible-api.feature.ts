import { defineFeature } from '@/platform/define-feature';
import { mountHibpCompatibleApi } from './hibp-compatible-api.routes';

/** `/api/v3`: Have I Been Pwned's API answered from the local catalog and index. */
export const hibpCompatibleApiFeature = defineFeature({
  slug: 'hibp-compatible-api',
  mountRoutes: mountHibpCompatibleApi,
});
