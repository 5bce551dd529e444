// Bundles the server into dist/index.js and copies the migrations and the data read at start
// beside it. npm dependencies stay external; @bulwark/contracts is TypeScript source in this
// repo, so it is bundled.
import { readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => name !== '@bulwark/contracts')
  .flatMap((name) => [name, `${name}/*`]);

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
// Read at start rather than bundled, so only the part the steps use stays in memory.
await cp('src/features/saved-breaches/data', 'dist/data', { recursive: true });
