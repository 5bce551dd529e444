import { defineProject } from 'vitest/config';

export default defineProject({
  // Two workers, as every project (see contracts/vitest.config.ts).
  test: {
    name: 'scripts',
    include: ['*.test.ts', 'new-feature/*.test.ts'],
    environment: 'node',
    maxWorkers: 2,
  },
});
