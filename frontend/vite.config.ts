/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defineConfig } from 'vite';
import { chunkModules } from './scripts/chunk-modules.ts';
import { earlyQueries } from './scripts/early-queries.ts';
import { graphqlDocuments } from './scripts/graphql-documents.ts';
import { precompress } from './scripts/precompress.ts';
import { serviceWorker } from './scripts/service-worker.mjs';

const backend = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))),
    react(),
    tailwindcss(),
    chunkModules(fileURLToPath(new URL('.', import.meta.url))),
    earlyQueries(fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '')),
    precompress(),
    // dist/sw.js: caches the app's code and shell, never an answer of the server (scripts/sw.js).
    serviceWorker(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // rxjs (under Apollo Client) ships ES5 by default, its classes and generators rewritten
    // through tslib's helpers; every browser the app supports runs its ES2015 build, which is
    // smaller in the first download (issue 37).
    conditions: ['es2015', ...defaultClientConditions],
  },
  optimizeDeps: {
    // GraphiQL's Monaco `?worker` imports must go through Vite's worker plugin, which the
    // dev-time dependency optimizer cannot do (it stops the dev server).
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
  server: {
    // The safety data (crisis phrases, privacy detectors) is shared with the server from the
    // repository's top-level safety/ folder.
    fs: { allow: ['.', '../safety'] },
    proxy: {
      '/graphql': backend,
      '/api': backend,
      // Signed upload and download URLs of the embedded file store.
      '/files': backend,
    },
  },
  build: {
    // dist/.vite/manifest.json: which chunks each entry loads, read by `npm run budget`.
    manifest: true,
    // Every browser the app supports knows <link rel=modulepreload>: no polyfill in the first download.
    modulePreload: { polyfill: false },
    // GraphiQL's Monaco editor is one ~2.8 MB chunk that only graphiql.html loads.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // Two pages: the app, and GraphiQL which the backend serves at GET /graphql.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
      // No entry's exports are read by anyone: the inlining below needs this.
      preserveEntrySignatures: false,
      output: {
        // React and React DOM in a chunk of their own, named for what it holds. Left to itself
        // the bundler put them with every other module the app and GraphiQL share (graphql,
        // tslib) and named the lot after its first module, Vite's `preload-helper`.
        // Common chunks under 30 kB are inlined into the chunks that use them: the signed-in
        // feed went from 57 JavaScript files to 17, and over HTTP/1.1 each file costs a phone a
        // round trip. The budget (`npm run budget`) keeps the duplication in check.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          experimentalInlineCommonChunks: { maxSize: 30_000 },
        },
      },
      onwarn(warning, defaultHandler) {
        // @graphiql/react ships React Compiler "use no memo" directives; dropping them is harmless.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use no memo')) return;
        defaultHandler(warning);
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A bound, not a speed check: on a busy 2-core CI machine the first test of a file also
    // pays for importing its screen, which once took longer than vitest's default 5 s.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
