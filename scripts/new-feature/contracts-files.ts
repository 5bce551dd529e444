import type { FeatureNames } from './feature-names';
import type { GeneratedFile } from './generated-file';

/** The shared contract: the item's wire shape, the three callables and the change collection. */
export function contractsFiles(names: FeatureNames): GeneratedFile[] {
  const { slug, camel, pascal, constant, title } = names;
  return [
    {
      path: `contracts/src/schemas/${slug}.schema.ts`,
      content: `import { z } from 'zod';

export const ${constant}_TITLE_MAX = 200;

/** One item of a person's ${title.toLowerCase()}. */
export const ${pascal}ItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
});
export type ${pascal}Item = z.infer<typeof ${pascal}ItemSchema>;

export const Add${pascal}ItemInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Give it a title.')
      .max(${constant}_TITLE_MAX, \`A title has at most \${${constant}_TITLE_MAX} characters.\`),
  })
  .strict();
export type Add${pascal}ItemInput = z.infer<typeof Add${pascal}ItemInputSchema>;

export const ${pascal}ItemIdInputSchema = z
  .object({ id: z.string().regex(/^[A-Za-z0-9]{20}$/, 'That item does not exist.') })
  .strict();
`,
    },
    {
      path: `contracts/src/contracts/${slug}.contract.ts`,
      content: `import { z } from 'zod';
import {
  Add${pascal}ItemInputSchema,
  ${pascal}ItemIdInputSchema,
  ${pascal}ItemSchema,
} from '../schemas/${slug}.schema';

export const ${camel}Contract = {
  /** The caller's items, newest first. */
  '${camel}.list': { input: z.object({}).strict(), output: z.array(${pascal}ItemSchema) },
  '${camel}.add': { input: Add${pascal}ItemInputSchema, output: ${pascal}ItemSchema },
  '${camel}.remove': { input: ${pascal}ItemIdInputSchema, output: z.object({ removed: z.boolean() }) },
} as const;

export const ${camel}Collections = {
  /** An item added (with its title) or removed (nothing): the list refetches, triggers react. */
  '${slug}': z.object({ title: z.string() }),
} as const;
`,
    },
  ];
}
