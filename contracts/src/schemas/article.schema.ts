import { z } from 'zod';

export const ARTICLE_GROUPS = ['password-security', 'risk-mitigation', 'cybersecurity-trends'] as const;
export type ArticleGroup = (typeof ARTICLE_GROUPS)[number];

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
    url: z.url().refine((value) => value.startsWith('https://') || value.startsWith('http://'), 'http(s) only'),
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
    slug,
    group: z.enum(ARTICLE_GROUPS),
    order: z.number().int().min(1).max(20),
    title: z.string().min(5).max(120),
    summary: z.string().min(20).max(400),
    lastReviewed: z.iso.date(),
    takeaways: z.array(z.string().min(10)).min(3).max(5),
    checklist: z.array(ArticleChecklistItemSchema).min(3).max(6),
    quiz: z.array(ArticleQuizQuestionSchema).min(3).max(5).optional(),
    related: z.array(slug).min(1).max(4),
    sources: z.array(ArticleSourceSchema).min(1),
  })
  .strict()
  .refine((article) => article.sources.every((source, index) => source.id === index + 1), {
    message: 'source ids must run 1, 2, 3… in order',
    path: ['sources'],
  })
  .refine((article) => new Set(article.checklist.map((item) => item.id)).size === article.checklist.length, {
    message: 'checklist ids must be unique',
    path: ['checklist'],
  });
export type ArticleFrontMatter = z.infer<typeof ArticleFrontMatterSchema>;
