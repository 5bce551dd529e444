import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  type ArticleFrontMatter,
  ArticleFrontMatterSchema,
} from '@bulwark/contracts/schemas/article.schema';
import { countWords, readingMinutes, slugifyHeading, toPlainText } from './article-text.ts';

export interface ArticleHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface LoadedArticle {
  file: string;
  frontMatter: ArticleFrontMatter;
  /** Markdown body without front matter. */
  body: string;
  plainText: string;
  headings: ArticleHeading[];
  wordCount: number;
  readingMinutes: number;
}

/** Thrown with every problem of every file, so one run shows all that must be fixed. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Article content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}

function splitFrontMatter(source: string, file: string): { yaml: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError([`${file}: no front matter between --- lines`]);
  return { yaml: match[1] ?? '', body: match[2] ?? '' };
}

export function extractHeadings(body: string): ArticleHeading[] {
  const headings: ArticleHeading[] = [];
  for (const match of body.matchAll(/^(#{2,3})\s+(.+)$/gm)) {
    const text = (match[2] ?? '').replace(/\[\^\d+\]/g, '').trim();
    headings.push({ id: slugifyHeading(text), text, level: (match[1]?.length ?? 2) as 2 | 3 });
  }
  return headings;
}

/** Reads and validates every article file; throws ContentError listing all schema problems. */
export function loadArticles(contentDir: string): LoadedArticle[] {
  const problems: string[] = [];
  const articles: LoadedArticle[] = [];
  const groups = fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory());
  for (const group of groups) {
    for (const name of fs
      .readdirSync(path.join(contentDir, group.name))
      .filter((n) => n.endsWith('.md'))
      .sort()) {
      const file = path.join(group.name, name);
      const { yaml, body } = splitFrontMatter(
        fs.readFileSync(path.join(contentDir, file), 'utf8'),
        file,
      );
      const parsed = ArticleFrontMatterSchema.safeParse(parseYaml(yaml));
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
        continue;
      }
      const frontMatter = parsed.data;
      if (`${frontMatter.slug}.md` !== name)
        problems.push(`${file}: slug "${frontMatter.slug}" must match the file name`);
      if (frontMatter.group !== group.name)
        problems.push(`${file}: group "${frontMatter.group}" must match the folder`);
      const plainText = toPlainText(body);
      const wordCount = countWords(plainText);
      articles.push({
        file,
        frontMatter,
        body,
        plainText,
        headings: extractHeadings(body),
        wordCount,
        readingMinutes: readingMinutes(wordCount),
      });
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return articles.sort(
    (a, b) =>
      a.frontMatter.group.localeCompare(b.frontMatter.group) ||
      a.frontMatter.order - b.frontMatter.order,
  );
}
