import { z } from 'zod';
// By the package's name, not '../article-slugs': web's vite.config loads this file through Node,
// which resolves no extensionless relative path.
import { ARTICLE_GROUPS, ARTICLE_SLUGS } from '@bulwark/contracts/article-slugs';

// The catalog lives in a zod-free module so the web app's first load can read it without zod.
export {
  ARTICLE_SLUGS,
  ARTICLE_SLUGS_BY_GROUP,
  type ArticleGroup,
  type ArticleSlug,
} from '@bulwark/contracts/article-slugs';

/** The tools a checklist item may send a reader to. */
export const ARTICLE_TOOLS = [
  'password-generator',
  'password-strength-checker',
  'email-breach-check',
  'risk-assessment',
  'none',
] as const;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use kebab-case');

export const ArticleSourceSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(3),
    publisher: z.string().min(2),
    year: z.number().int().min(1990).max(2100),
    url: z
      .url()
      .refine(
        (value) => value.startsWith('https://') || value.startsWith('http://'),
        'http(s) only',
      ),
  })
  .strict();

export const ArticleQuizQuestionSchema = z
  .object({
    question: z.string().min(10),
    options: z.array(z.string().min(1)).min(2).max(6),
    answer: z.number().int().min(0),
    explanation: z.string().min(10),
  })
  .strict()
  .refine((question) => question.answer < question.options.length, 'answer must index an option');

export const ArticleChecklistItemSchema = z
  .object({ id: slug, text: z.string().min(5), tool: z.enum(ARTICLE_TOOLS) })
  .strict();

/** The front matter of every article file (docs/content-format.md). */
export const ArticleFrontMatterSchema = z
  .object({
    slug: z.enum(ARTICLE_SLUGS, 'not one of the sixteen article slugs'),
    group: z.enum(ARTICLE_GROUPS),
    order: z.number().int().min(1).max(20),
    title: z.string().min(5).max(120),
    summary: z.string().min(20).max(400),
    lastReviewed: z.iso.date(),
    takeaways: z.array(z.string().min(10)).min(3).max(5),
    checklist: z.array(ArticleChecklistItemSchema).min(3).max(6),
    quiz: z.array(ArticleQuizQuestionSchema).min(3).max(5).optional(),
    related: z.array(z.enum(ARTICLE_SLUGS, 'not an article slug')).min(1).max(4),
    sources: z.array(ArticleSourceSchema).min(1),
  })
  .strict()
  .refine((article) => article.sources.every((source, index) => source.id === index + 1), {
    message: 'source ids must run 1, 2, 3… in order',
    path: ['sources'],
  })
  .refine(
    (article) =>
      new Set(article.checklist.map((item) => item.id)).size === article.checklist.length,
    {
      message: 'checklist ids must be unique',
      path: ['checklist'],
    },
  );
export type ArticleFrontMatter = z.infer<typeof ArticleFrontMatterSchema>;

/** What a signed-in reader has done with one article. */
export const ArticleProgressSchema = z.object({
  slug: z.enum(ARTICLE_SLUGS),
  readAt: z.string().nullable(),
  checkedItems: z.array(z.string()),
});
export type ArticleProgress = z.infer<typeof ArticleProgressSchema>;

export const SetChecklistItemInputSchema = z
  .object({ slug: z.enum(ARTICLE_SLUGS, 'Unknown article.'), itemId: slug, checked: z.boolean() })
  .strict();

export const MarkArticleReadInputSchema = z
  .object({ slug: z.enum(ARTICLE_SLUGS, 'Unknown article.'), read: z.boolean() })
  .strict();
