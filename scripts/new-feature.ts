import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaffoldFeature } from './new-feature/scaffold-feature';

// `npm run new:feature -- <slug>`: scaffolds a working feature (docs/adding-a-feature.md).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const slug = process.argv[2] ?? '';

try {
  if (slug === '')
    throw new Error('Name the feature: npm run new:feature -- <slug>, like reading-list.');
  const result = await scaffoldFeature(root, slug);
  const lines = [
    `Created the feature "${slug}":`,
    ...result.created.map((file) => `  + ${file}`),
    `  + ${result.migration} (drizzle-kit, with the grant and owner policy added)`,
    'Added it to the two shared lists:',
    ...result.edited.map((file) => `  ~ ${file}`),
    'Next: npm run typecheck, npm run lint, and the tests it wrote (docs/adding-a-feature.md).',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
