// The budget's own logic on a made-up build (`node --test scripts/`, part of `npm test`); the
// real check is `npm run budget` over the real build.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkBudget } from './bundle-budget.mjs';

const manifest = {
  'index.html': { file: 'assets/main.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/home.tsx', 'src/admin.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'src/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/admin.tsx': { file: 'assets/admin.js', isDynamicEntry: true },
  'graphiql.html': { file: 'assets/graphiql.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['monaco'] },
  monaco: { file: 'assets/monaco.js', isDynamicEntry: true },
};
const chunkModules = {
  'assets/main.js': { 'src/main.tsx': 100 },
  'assets/react.js': { 'node_modules/react-dom/index.js': 100 },
  'assets/admin.js': { 'src/features/admin-tables/components/users-table.tsx': 100 },
};
const sizes = { 'assets/main.js': 10_000, 'assets/react.js': 60_000, 'assets/home.js': 20_000, 'assets/admin.js': 30_000, 'assets/graphiql.js': 300_000, 'assets/monaco.js': 700_000 };
const check = (changes = {}) =>
  checkBudget({
    manifest: { ...manifest, ...changes.manifest },
    chunkModules: { ...chunkModules, ...changes.chunkModules },
    sizeOf: (file) => ({ ...sizes, ...changes.sizes })[file],
  });

test('a build within budget passes, with the initial set being the entry and its static imports', () => {
  const { failures, initial, initialBytes } = check();
  assert.deepEqual(failures, []);
  assert.deepEqual(initial.map((chunk) => chunk.file).sort(), ['assets/main.js', 'assets/react.js']);
  assert.equal(initialBytes, 70_000);
});

test('an initial set over 170 kB fails and names its biggest chunk', () => {
  const { failures } = check({ sizes: { 'assets/react.js': 165_000 } });
  assert.equal(failures.length, 1);
  assert.match(failures[0], /initial JavaScript of \/ is 175\.0 kB .*assets\/react\.js 165\.0 kB/);
});

test("a lazy chunk over 50 kB fails; GraphiQL's chunks do not", () => {
  const { failures } = check({ sizes: { 'assets/home.js': 51_000 } });
  assert.deepEqual(failures, ['The lazy chunk assets/home.js is 51.0 kB gzipped, over the 50.0 kB limit per route chunk.']);
});

test('admin code or GraphiQL in the initial set fails', () => {
  const { failures } = check({
    chunkModules: {
      'assets/main.js': { 'src/main.tsx': 1, 'src/app/routes/admin/users.tsx': 1, 'node_modules/graphiql/dist/index.js': 1 },
    },
  });
  assert.equal(failures.length, 2);
  assert.match(failures[0], /Admin code is in assets\/main\.js.*src\/app\/routes\/admin\/users\.tsx/);
  assert.match(failures[1], /GraphiQL is in assets\/main\.js/);
});
