// `npm run build -w functions`: the server bundle in dist/ (see bundle.ts).
import { bundleServer } from './bundle.ts';

await bundleServer({ outDir: 'dist', sourcemap: true });
