import type { WebFeature } from './define-web-feature';

/**
 * Every web feature: the `webFeature` of each `*.feature.tsx` in this folder, found by Vite when
 * it builds, so adding a feature adds a file here and edits no list (docs/adding-a-feature.md,
 * ADR 011). In file-name order; links and cards carry their own place.
 */
export const WEB_FEATURES: readonly WebFeature[] = Object.entries(
  import.meta.glob<WebFeature | undefined>('./*.feature.tsx', {
    eager: true,
    import: 'webFeature',
  }),
).map(([file, feature]) => {
  if (feature?.slug === undefined || file !== `./${feature.slug}.feature.tsx`) {
    throw new Error(`${file} must export the webFeature of the slug it is named after.`);
  }
  return feature;
});
