// `npm run content:check`: validates every article and prints, per article, its word count,
// sources cited, figures without a citation, broken links and Flesch–Kincaid grade.
import path from 'node:path';
import { checkArticles, contentProblems } from './check-articles.ts';
import { ContentError, loadArticles } from './load-articles.ts';

const contentDir = path.resolve(import.meta.dirname, '../src/features/articles/content');

function main(): number {
  let articles;
  try {
    articles = loadArticles(contentDir);
  } catch (error) {
    if (error instanceof ContentError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const reports = checkArticles(articles);
  const rows = reports.map((r) => [
    `${r.group}/${r.slug}`,
    String(r.words),
    String(r.sourcesCited),
    String(r.uncitedFigures.length),
    String(r.brokenLinks.length),
    r.grade.toFixed(1),
  ]);
  const header = [
    'article',
    'words',
    'sources cited',
    'uncited figures',
    'broken links',
    'FK grade',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  process.stdout.write(`${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
  const problems = contentProblems(articles, reports);
  const words = reports.reduce((sum, r) => sum + r.words, 0);
  process.stdout.write(`\n${reports.length} articles, ${words} words in all.\n`);
  if (problems.length > 0) {
    process.stderr.write(
      `\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
    );
    return 1;
  }
  process.stdout.write('Content check passed.\n');
  return 0;
}

process.exitCode = main();
