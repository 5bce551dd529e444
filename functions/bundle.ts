// The server as it ships: one ES module with its npm dependencies inside, plus the migrations and
// the data it reads at start beside it. Run by build.js (`npm run build`) and by the tests that
// start the real process (testing/server-process.ts). Plain TypeScript that Node runs as is: no
// path aliases here.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Plugin, build } from 'esbuild';

const here = import.meta.dirname;

/**
 * Left outside the bundle. PGlite loads its WebAssembly and data files from beside its own
 * module; pg-native is the optional native driver pg tries and does without.
 */
const EXTERNAL = ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pg-native'];

/**
 * Bundled CommonJS (nodemailer, pg) calls `require` for Node's built-ins, which an ES module does
 * not have; esbuild's shim throws without one in scope.
 */
const REQUIRE_FOR_COMMONJS =
  "import { createRequire as __bulwarkCreateRequire } from 'node:module';\n" +
  'const require = __bulwarkCreateRequire(import.meta.url);';

/**
 * drizzle-orm's `entity.js` replaced by src/db/drizzle-entity.ts: the same answers, with the class
 * walk of `is()` remembered (see there). The tests that start the real process run this bundle;
 * drizzle-entity.test.ts checks the two give the same answers.
 */
export const drizzleEntity: Plugin = {
  name: 'drizzle-entity',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]drizzle-orm[\\/]entity\.js$/ }, async () => ({
      contents: await readFile(path.join(here, 'src/db/drizzle-entity.ts'), 'utf8'),
      loader: 'ts',
    }));
  },
};

/**
 * Dependencies are bundled for the start time: left in node_modules, Node resolves some 1,300
 * files at each start (kysely alone 262; for each drizzle-orm file it parses that package's
 * 180 KB exports map again). A restart after SIGKILL took a median 5.2 s that way and takes
 * 3.3 s bundled on a 2-core Xeon; that restart is SECURITY.md #16's recovery (decision 030).
 */
export async function bundleServer(options: { outDir: string; sourcemap: boolean }): Promise<void> {
  const outDir = path.resolve(here, options.outDir);
  await rm(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: here,
    entryPoints: ['src/index.ts'],
    outfile: path.join(outDir, 'index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: EXTERNAL,
    banner: { js: REQUIRE_FOR_COMMONJS },
    sourcemap: options.sourcemap,
    tsconfig: path.join(here, 'tsconfig.json'),
    logLevel: 'warning',
    plugins: [drizzleEntity],
  });
  await cp(path.join(here, 'src/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  // Read at start rather than bundled, so only the part the steps use stays in memory.
  await cp(path.join(here, 'src/features/saved-breaches/data'), path.join(outDir, 'data'), {
    recursive: true,
  });
}
