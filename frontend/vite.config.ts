/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const backend = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
    // GraphiQL's Monaco editor is one ~2.8 MB chunk that only graphiql.html loads.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // Two pages: the app, and GraphiQL which the backend serves at GET /graphql.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
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
  },
});
