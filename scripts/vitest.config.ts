import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'scripts', include: ['*.test.ts', 'new-feature/*.test.ts'], environment: 'node' },
});
