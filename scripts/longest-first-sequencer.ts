import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import recordedSeconds from './test-durations.json' with { type: 'json' };

/**
 * Runs each project's longest test files first, so two workers finish together. Vitest orders by
 * the durations in its own cache, which a clean clone (CI) does not have; there it falls back to
 * file size, and the fuzz test (61 lines, 97 s) and the long-input strength test ran last, alone
 * on one core for 208 s of the PGlite pass (docs/benchmarks.md, 2026-12-03). Without a cached
 * duration, the one recorded in `test-durations.json` (`npm run test:durations` after `npm test`)
 * stands in; a file in neither counts as short. Projects still run one after another, as Vitest
 * does, so a worker keeps its project's modules from file to file.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const expectedMs = new Map(
      files.map((spec) => {
        const cached = this.ctx.cache.getTestSpecificationResult(spec)?.duration;
        const recorded = (recordedSeconds as Record<string, number>)[
          path.relative(root, spec.moduleId).split(path.sep).join('/')
        ];
        return [spec, cached ?? (recorded ?? 0) * 1000];
      }),
    );
    return Promise.resolve(
      [...files].sort(
        (a, b) =>
          a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
          a.project.name.localeCompare(b.project.name) ||
          (expectedMs.get(b) ?? 0) - (expectedMs.get(a) ?? 0),
      ),
    );
  }
}
