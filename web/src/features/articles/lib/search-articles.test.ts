import { expect, test } from 'vitest';
import type { ArticleSearchEntry } from './article-types';
import { highlight, searchArticles } from './search-articles';

const entries: ArticleSearchEntry[] = [
  {
    slug: 'zero-trust',
    group: 'cybersecurity-trends',
    title: 'Zero trust',
    headings: ['Never trust, always verify'],
    text: 'Verify every request as if it came from an open network.',
  },
  {
    slug: 'raas',
    group: 'cybersecurity-trends',
    title: 'Ransomware as a service',
    headings: ['How the model works'],
    text: 'Affiliates rent ransomware and split the ransom with its developers.',
  },
  {
    slug: 'testing-security',
    group: 'password-security',
    title: 'Testing security',
    headings: ['Verify what you built'],
    text: 'A breach check tells you if an address appeared in a leak.',
  },
];

test('finds an article by a phrase from its body and highlights the words', () => {
  const [hit] = searchArticles(entries, 'split the ransom');
  expect(hit?.slug).toBe('raas');
  const matches = hit?.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase());
  // "ransom" also lights up inside "ransomware" earlier in the passage.
  expect(matches?.slice(-3)).toEqual(['split', 'the', 'ransom']);
});

test('requires every term, ranks title and heading matches first', () => {
  expect(searchArticles(entries, 'verify')).toHaveLength(2);
  expect(searchArticles(entries, 'verify')[0]?.slug).toBe('zero-trust');
  expect(searchArticles(entries, 'verify ransomware')).toEqual([]);
});

test('ignores one-letter and punctuation-only queries', () => {
  expect(searchArticles(entries, 'a')).toEqual([]);
  expect(searchArticles(entries, '  ??? ')).toEqual([]);
});

test('highlight treats regular expression characters literally', () => {
  expect(highlight('cost (in $)', ['$'])).toEqual([
    { text: 'cost (in ', match: false },
    { text: '$', match: true },
    { text: ')', match: false },
  ]);
});
