import { expect, test } from 'vitest';
import { featureNames } from './feature-names';

test('derives every name a feature uses from its slug', () => {
  expect(featureNames('reading-list')).toEqual({
    slug: 'reading-list',
    camel: 'readingList',
    pascal: 'ReadingList',
    snake: 'reading_list',
    constant: 'READING_LIST',
    title: 'Reading list',
  });
  expect(featureNames('notes2')).toMatchObject({
    camel: 'notes2',
    pascal: 'Notes2',
    title: 'Notes2',
  });
});

test.each(['', 'Notes', 'reading_list', 'reading--list', '-notes', 'notes-', '2fa', 'notes list'])(
  'refuses "%s", saying what a slug looks like',
  (slug) => {
    expect(() => featureNames(slug)).toThrow(`"${slug}" is not a feature slug`);
  },
);
