import fs from 'node:fs';
import path from 'node:path';
import { QUESTION_COUNTS, RISK_CATEGORIES } from '@bulwark/contracts/risk-assessment/question-bank';
import { expect, test } from 'vitest';

// The README cannot render numbers from code, so this holds it to the question bank instead:
// change a question and this fails until the README says the same as the app.
const README = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

test('the README quotes the question bank’s real counts for the quick check and the full assessment', () => {
  const section = README.slice(README.indexOf('## Risk assessment'));
  const quick = /quick check \((\d+) questions/.exec(section);
  const full = /full assessment \(up to (\d+) questions in (\d+)\s+categories\)/.exec(section);
  expect(quick?.[1], 'README: "A quick check (N questions"').toBe(String(QUESTION_COUNTS.quick));
  expect(full?.[1], 'README: "the full assessment (up to N questions"').toBe(
    String(QUESTION_COUNTS.full),
  );
  expect(full?.[2], 'README: "in N categories"').toBe(String(RISK_CATEGORIES.length));
});
