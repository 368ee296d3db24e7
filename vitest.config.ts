import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The slowest test files, slowest first: started first so that the two workers finish together. */
const SLOWEST = [
  'numberlink/cook-search', 'batch/batch-cli', 'numberlink/published', 'batch/queue', 'schoenbrunn/differential', 'cli', 'io/cli-io', 'samples', 'web/page', 'readme',
  'numberlink/normal-form', 'tracks/person-sound', 'railway/best', 'railway/uniqueness', 'viennese/walks', 'viennese/sat', 'railway-image/synthetic', 'solvers/counting',
];

/** Vitest's order (failed first, then by the last run's times when it has them), the slowest files ahead. */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const k = SLOWEST.findIndex((name) => file.moduleId.endsWith(`test/${name}.test.ts`));
      return k < 0 ? SLOWEST.length : k;
    };
    const order = await super.sort(files);
    return order.map((file, k) => ({ file, k })).sort((a, b) => rank(a.file) - rank(b.file) || a.k - b.k).map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // Two test files at once: the 2-core machines this runs on are otherwise half idle.
    maxWorkers: 2,
    // Files share their worker's loaded modules (schemas, solvers) instead of loading them again each.
    isolate: false,
    setupFiles: ['test/helpers/setup.ts'],
    sequence: { sequencer: SlowestFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
