import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One zone per feature folder, so a new feature is isolated without editing this file.
const featureZones = readdirSync(new URL('./src/features', import.meta.url)).map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
}));

export default defineConfig([
  globalIgnores(['dist', 'src/gql', 'e2e/screenshots', 'test-results', 'playwright-report']),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommended,
      reactHooks.configs.flat.recommended,
      reactRefresh.configs.vite,
    ],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      // STYLE.md 13: shared code never imports a feature, features don't import each other,
      // and only the app layer composes them.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './src/features',
              from: './src/app',
            },
            {
              target: ['./src/components', './src/config', './src/lib', './src/testing'],
              from: ['./src/features', './src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    // A feed shows twenty cards, each with its menu, reactions and comments: a `useMutation`
    // per action (state, refs and an effect each, about seven a card) was mounted for taps
    // she seldom makes. Their mutations start from the client when she taps (issue 37).
    // The dialogs and forms mounted on demand keep `useMutation` for its `loading`.
    files: ['src/features/posts/**/*.{ts,tsx}'],
    ignores: [
      'src/features/posts/api/comments.ts',
      'src/features/posts/api/create-post.ts',
      'src/features/posts/components/explain-reaction-dialog.tsx',
      'src/features/posts/components/report-dialog.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@apollo/client/react',
              importNames: ['useMutation'],
              message: 'On a post or a comment, call `useApolloClient().mutate(…)` when she taps (issue 37).',
            },
          ],
        },
      ],
    },
  },
  {
    // Lazy route modules export what React Router reads from them, next to the page component.
    files: ['src/app/routes/**/*.tsx'],
    rules: {
      'react-refresh/only-export-components': [
        'error',
        { allowConstantExport: true, allowExportNames: ['loader', 'action', 'handle', 'shouldRevalidate'] },
      ],
    },
  },
]);
