import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { articlesPlugin } from './build/articles-plugin.ts';
import { chakraGlobalCssAtBuildTime } from './build/chakra-global-css.ts';
import { chakraTokensAtBuildTime } from './build/chakra-tokens.ts';
import { pageRecipesChunk } from './build/page-recipes-chunk.ts';
import { webAppManifest } from './build/web-app-manifest.ts';

// The API server listens here in development; in production it serves web/dist itself (same origin).
const API_ORIGIN = 'http://localhost:3001';
const API_PREFIXES = ['/api', '/v1', '/range', '/healthz', '/readyz'];
const ARTICLES_DIR = fileURLToPath(new URL('./src/features/articles/content', import.meta.url));
const TOKEN_SNAPSHOT = fileURLToPath(
  new URL('./src/components/ui/token-snapshot.ts', import.meta.url),
);
const TOKEN_CONFIG = fileURLToPath(
  new URL('./src/components/ui/system-tokens.ts', import.meta.url),
);
const PAGE_RECIPES = fileURLToPath(new URL('./src/components/ui/page-recipes.ts', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // The articles are Markdown compiled at build time (docs/decisions/004); a content problem fails the build.
  plugins: [
    react(),
    articlesPlugin(ARTICLES_DIR),
    // The browser's system leaves Chakra's global styles to index.html (decision 020); the SSR
    // build writes them there.
    isSsrBuild ? null : chakraGlobalCssAtBuildTime(),
    // The browser's token dictionary is restored from one the build computed (decision 029).
    isSsrBuild ? null : chakraTokensAtBuildTime(TOKEN_SNAPSHOT, TOKEN_CONFIG),
    // The pages' Chakra recipes in a chunk of their own, not the entry's (decision 024).
    isSsrBuild ? null : pageRecipesChunk(PAGE_RECIPES),
    // Installable and opens offline (issue 12): our own worker (src/service-worker) precaches the
    // build and nothing else; the page registers it itself, after its first render.
    // The SSR build (src/prerender, pages rendered at build time) needs no worker.
    isSsrBuild
      ? null
      : VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/service-worker',
          filename: 'service-worker.ts',
          injectRegister: false,
          registerType: 'prompt',
          manifest: webAppManifest,
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
            // The strength checker's dictionaries are the largest chunks; it must work offline too.
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          },
        }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 3000,
    strictPort: true,
    // http-proxy pipes responses through unbuffered, so the /v1/stream Server-Sent Events arrive as sent.
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN }])),
  },
  preview: { port: 3000 },
  build: {
    outDir: 'dist',
    // index.html keeps its modulepreload links; a lazy page's import starts no preloads of its
    // own (decision 027). Vite's helper inserted a <link> per chunk the page needs (57 for the
    // dashboard), which cost a phone's main thread about half a second; the browser's module
    // loader fetches the same chunks as it reads their imports, and after the first visit the
    // service worker answers them from its cache.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    emptyOutDir: true,
    rolldownOptions: {
      // Chakra's theme module passes every recipe of its default theme (76, with their
      // anatomies) to `defineConfig`, and each recipe module calls `defineRecipe` or
      // `defineSlotRecipe`: identity functions, but calls the bundler must keep unless told
      // they have no effect. Told, it keeps only the recipes the app's system names (system.ts,
      // page-recipes.ts), and the entry no longer builds 50-odd anatomies nothing reads.
      treeshake: {
        manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'],
      },
      output: {
        // React changes less often than our code: its own chunk stays cached across releases.
        // Only first-load libraries belong in a group; anything else would be pulled forward.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
}));
