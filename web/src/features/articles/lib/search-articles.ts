import type { ArticleSearchEntry } from './article-types';

export interface SearchHit {
  slug: string;
  group: ArticleSearchEntry['group'];
  title: string;
  /** A short passage around the first match, split so the matched words can be highlighted. */
  snippet: { text: string; match: boolean }[];
  score: number;
}

const SNIPPET_RADIUS = 60;

function terms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((term) => term.replace(/[^\p{L}\p{N}'-]/gu, ''))
    .filter((term) => term.length >= 2);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits `text` into runs, marking every occurrence of any term. */
export function highlight(text: string, queryTerms: string[]): { text: string; match: boolean }[] {
  if (queryTerms.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${queryTerms.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, match: queryTerms.some((term) => term === part.toLowerCase()) }));
}

function snippetAround(text: string, queryTerms: string[]): string {
  const lower = text.toLowerCase();
  const positions = queryTerms
    .map((term) => lower.indexOf(term))
    .filter((position) => position >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  const start = Math.max(0, first - SNIPPET_RADIUS);
  const end = Math.min(text.length, first + SNIPPET_RADIUS * 2);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
}

/**
 * Every query term must appear in the title, a heading or the body. A whole-phrase match and
 * matches in the title and headings rank first.
 */
export function searchArticles(
  entries: ArticleSearchEntry[],
  query: string,
  limit = 8,
): SearchHit[] {
  const queryTerms = terms(query);
  if (queryTerms.length === 0) return [];
  const phrase = query.trim().toLowerCase();
  const hits: SearchHit[] = [];
  for (const entry of entries) {
    const title = entry.title.toLowerCase();
    const headings = entry.headings.join(' ').toLowerCase();
    const body = entry.text.toLowerCase();
    if (
      !queryTerms.every(
        (term) => title.includes(term) || headings.includes(term) || body.includes(term),
      )
    )
      continue;
    const score =
      (body.includes(phrase) || title.includes(phrase) ? 10 : 0) +
      queryTerms.reduce(
        (sum, term) =>
          sum +
          (title.includes(term) ? 5 : 0) +
          (headings.includes(term) ? 2 : 0) +
          (body.includes(term) ? 1 : 0),
        0,
      );
    const source = body.includes(phrase) ? [phrase] : queryTerms;
    hits.push({
      slug: entry.slug,
      group: entry.group,
      title: entry.title,
      snippet: highlight(snippetAround(entry.text, source), queryTerms),
      score,
    });
  }
  return hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title)).slice(0, limit);
}
