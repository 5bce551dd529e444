import { expect, test } from 'vitest';
import { collectionQueryKey } from './collection-query-key';

test('starts the key with the collection the event stream names', () => {
  expect(collectionQueryKey('saved-breaches', 'list')).toEqual(['saved-breaches', 'list']);
  expect(collectionQueryKey('risk-history')).toEqual(['risk-history']);
});

test('takes only the names of change collections', () => {
  // @ts-expect-error 'saved-breach' is no collection: a typo fails the type check, not production
  expect(collectionQueryKey('saved-breach')).toEqual(['saved-breach']);
});
