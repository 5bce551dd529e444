import { defineProject } from 'vitest/config';

export default defineProject({
  // Two workers, as every project: Vitest's default here is one, and a one-worker project runs its
  // files one by one after all the others.
  test: { name: 'contracts', include: ['src/**/*.test.ts'], environment: 'node', maxWorkers: 2 },
});
