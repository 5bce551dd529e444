import { defineFeature } from '@/platform/define-feature';
import { mountBreachRangeRoutes } from './breach-range.routes';

/** The private check: `GET /v1/breaches/range/{6 hex}`, k-anonymous, so the address stays in the browser. */
export const breachRangeFeature = defineFeature({
  slug: 'breach-range',
  mountRoutes: mountBreachRangeRoutes,
});
