import { defineFeature } from '@/platform/define-feature';
import * as callables from './breach-catalog.callables';
import { mountBreachCatalogRoutes } from './breach-catalog.routes';
import * as schedules from './breach-catalog.schedules';
import { breach, breachDataState } from './breach-catalog.table';

/** The breach catalog: HIBP's breaches and the operator's own, kept fresh, and the data status. */
export const breachCatalogFeature = defineFeature({
  slug: 'breach-catalog',
  callables: Object.values(callables),
  schedules: Object.values(schedules),
  tables: [breach, breachDataState],
  mountRoutes: mountBreachCatalogRoutes,
});
