import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file, wherever its feature lives: a new feature needs no entry in a list.
  schema: './src/**/*.table.ts',
  out: './src/db/migrations',
});
