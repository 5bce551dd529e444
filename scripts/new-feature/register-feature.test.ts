import { expect, test } from 'vitest';
import { featureNames } from './feature-names';
import { registerContracts, registerOnServer } from './register-feature';

const CONTRACTS = `import type { z } from 'zod';
import { feedbackCollections, feedbackContract } from './feedback.contract';

export const contracts = {
  ...feedbackContract,
} as const;

export const collections = {
  ...feedbackCollections,
} as const;
`;

const SERVER = `import { feedbackFeature } from './feedback/feedback.feature';

export const FEATURES: readonly FeatureManifest<FeatureRouteDeps>[] = [
  feedbackFeature,
];
`;

test('adds the contract and its collections to the contracts registry', () => {
  expect(registerContracts(CONTRACTS, featureNames('reading-list')))
    .toBe(`import type { z } from 'zod';
import { feedbackCollections, feedbackContract } from './feedback.contract';
import { readingListCollections, readingListContract } from './reading-list.contract';

export const contracts = {
  ...feedbackContract,
  ...readingListContract,
} as const;

export const collections = {
  ...feedbackCollections,
  ...readingListCollections,
} as const;
`);
});

test('adds the manifest at the end of the server’s list', () => {
  expect(registerOnServer(SERVER, featureNames('reading-list')))
    .toBe(`import { feedbackFeature } from './feedback/feedback.feature';
import { readingListFeature } from './reading-list/reading-list.feature';

export const FEATURES: readonly FeatureManifest<FeatureRouteDeps>[] = [
  feedbackFeature,
  readingListFeature,
];
`);
});

test('refuses a slug whose names a list already holds', () => {
  expect(() => registerOnServer(SERVER, featureNames('feedback'))).toThrow(
    'already has a feedbackFeature',
  );
  expect(() => registerContracts(CONTRACTS, featureNames('feedback'))).toThrow(
    'already has a feedbackContract',
  );
});

test('says where to add the feature by hand when a list has changed shape', () => {
  expect(() =>
    registerOnServer('export const FEATURES = new Set();\n', featureNames('notes')),
  ).toThrow('has no imports to add to');
  expect(() =>
    registerOnServer("import { a } from './a';\nexport const LIST = [];\n", featureNames('notes')),
  ).toThrow('Cannot find "export const FEATURES … ];": add "notesFeature," by hand.');
});
