// The service worker's build and its rules on a made-up build (`node --test scripts/`, part of
// `npm test`); frontend/e2e/installed-app.spec.ts checks the real one in Chromium.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import vm from 'node:vm';
import { precachedAssets, serviceWorkerSource, SHELL_FILES } from './service-worker.mjs';

const manifest = {
  'index.html': {
    file: 'assets/main-1.js',
    isEntry: true,
    css: ['assets/main-1.css'],
    assets: ['assets/inter-latin-1.woff2'],
    imports: ['_react-1.js'],
    dynamicImports: [
      'src/app/routes/app/home.tsx',
      'src/app/layouts/admin-layout.tsx',
      'src/app/routes/admin/users.tsx',
    ],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/app/routes/app/home.tsx': {
    file: 'assets/home-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_post-card-1.js'],
  },
  '_post-card-1.js': { file: 'assets/post-card-1.js' },
  'src/app/layouts/admin-layout.tsx': {
    file: 'assets/admin-layout-1.js',
    isDynamicEntry: true,
    imports: ['_cells-1.js'],
  },
  'src/app/routes/admin/users.tsx': {
    file: 'assets/users-1.js',
    isDynamicEntry: true,
    imports: ['_cells-1.js', '_post-card-1.js'],
  },
  '_cells-1.js': { file: 'assets/cells-1.js' },
  'graphiql.html': {
    file: 'assets/graphiql-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    css: ['assets/graphiql-1.css'],
  },
};

test("the app's JavaScript and CSS are precached, not the admin pages', GraphiQL's or fonts", () => {
  assert.deepEqual(precachedAssets(manifest), [
    '/assets/home-1.js',
    '/assets/main-1.css',
    '/assets/main-1.js',
    '/assets/post-card-1.js',
    '/assets/react-1.js',
  ]);
});

test('a build without the app entry is refused', () => {
  assert.throws(() => precachedAssets({}), /no entry for index.html/);
});

const template = readFileSync(new URL('./sw.js', import.meta.url), 'utf8');

function build(contents = {}) {
  const precache = [...SHELL_FILES, ...precachedAssets(manifest)];
  return serviceWorkerSource({ template, precache, contentOf: (path) => contents[path] ?? path });
}

test('the version changes with the content of any cached file, and the list is filled in', () => {
  const one = build();
  assert.match(one.source, /const PRECACHE = \["\/index\.html",/);
  assert.match(one.source, new RegExp(`const VERSION = "${one.version}";`));
  assert.equal(build().version, one.version);
  assert.notEqual(build({ '/index.html': 'another index.html' }).version, one.version);
  assert.notEqual(build({ '/icons/notes-192.png': 'another icon' }).version, one.version);
});

/** The built worker's `route`, run with a stand-in for the worker's global scope. */
function workerRoute() {
  const context = { self: { addEventListener() {}, location: { origin: 'https://forum.example' } }, URL };
  vm.runInNewContext(build().source, context);
  return (url, { method = 'GET', mode = 'cors' } = {}) => context.route(method, url, mode, 'https://forum.example');
}

test('pages of the app open on the cached shell; its files come from the cache', () => {
  const route = workerRoute();
  for (const page of ['/', '/post/65a1b2c3d4e5f60718293a4b', '/login?next=%2F', '/crisis-support']) {
    assert.equal(route(`https://forum.example${page}`, { mode: 'navigate' }), 'shell', page);
  }
  for (const file of [
    '/assets/main-1.js',
    '/assets/inter-latin-1.woff2',
    '/index.html',
    '/icons/app-192.png',
    '/manifest.webmanifest',
  ]) {
    assert.equal(route(`https://forum.example${file}`), 'cache', file);
  }
});

test('nothing the server answers about her goes near the cache', () => {
  const route = workerRoute();
  for (const url of [
    'https://forum.example/graphql',
    'https://forum.example/api/me/export',
    'https://forum.example/api/public/topic',
    'https://forum.example/files/ab12/avatar.png?sig=1',
    'https://forum.example/healthz',
    'https://forum.example/readyz',
    'https://s3.example/bucket/avatar.png',
  ]) {
    assert.equal(route(url), 'network', url);
    assert.equal(route(url, { mode: 'navigate' }), 'network', url);
  }
  // GraphiQL's page (GET /graphql) and a download are the server's, not the app's shell.
  assert.equal(route('https://forum.example/graphql', { mode: 'navigate' }), 'network');
  assert.equal(route('https://forum.example/export.csv', { mode: 'navigate' }), 'network');
  // Only GETs: a POST to an asset's address is not answered from the cache.
  assert.equal(route('https://forum.example/assets/main-1.js', { method: 'POST' }), 'network');
  // The worker itself is fetched by the browser, never from the cache.
  assert.equal(route('https://forum.example/sw.js'), 'network');
});
