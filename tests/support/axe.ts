import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

type AxeRun = (context: ElementContext, options: RunOptions) => Promise<AxeResults>;

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's serious and critical findings on the page as it stands (or on `include` only), one
 * line each with enough to find the element.
 *
 * axe runs in the page itself and collects violations only. @axe-core/playwright's default run
 * opens a blank page for every scan to merge results across frames, which this app (no frames)
 * does not need: 2.5–3 s a scan against 0.3–0.8 s here, the same rules and the same findings
 * (docs/benchmarks.md, "The suite under 30 minutes").
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async (selector) => {
    // Colours measured mid fade-in are not what anyone reads: let finite animations (a dialog
    // opening) end first. Endless ones (a spinner) never would.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const { axe } = window as unknown as { axe: { run: AxeRun } };
    return axe.run(selector ?? document, { resultTypes: ['violations'] });
  }, include);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`)
          .join(', ')}`,
    );
}
