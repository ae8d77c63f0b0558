/**
 * Writes the service worker (dist/sw.js) from scripts/sw.js and Vite's manifest of the build:
 * the list of what it caches when it installs, and a version that changes with any of it.
 * Hand-written rather than Workbox through vite-plugin-pwa: see docs/architecture.md, "The
 * installed app". The pure parts are exported for scripts/service-worker.test.mjs.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const APP_ENTRY = 'index.html';

/** Route modules only admins open: their code is fetched when an admin opens them, never precached. */
export const ADMIN_ENTRIES = [/^src\/app\/routes\/admin\//, /^src\/app\/layouts\/admin-/];

/**
 * The files of the app's shell beside the hashed ones: the page every route opens on, the web
 * app manifests (the forum's and discreet mode's) and their icons.
 */
export const SHELL_FILES = [
  '/index.html',
  '/manifest.webmanifest',
  '/notes.webmanifest',
  '/favicon.svg',
  '/notes.svg',
  '/icons/app-192.png',
  '/icons/app-512.png',
  '/icons/app-maskable-512.png',
  '/icons/notes-192.png',
  '/icons/notes-512.png',
  '/icons/notes-maskable-512.png',
];

/**
 * The hashed JavaScript and CSS of the app (index.html's entry and everything it imports,
 * statically or lazily), as root-relative paths. Not GraphiQL's page (another entry), not the
 * admin pages (nor what only they import), not fonts and images: those are cached the first
 * time a page asks for them.
 */
export function precachedAssets(manifest) {
  if (!manifest[APP_ENTRY]?.isEntry) throw new Error(`Vite's manifest has no entry for ${APP_ENTRY}`);
  const files = new Set();
  const seen = new Set();
  const stack = [APP_ENTRY];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    if (ADMIN_ENTRIES.some((pattern) => pattern.test(key))) continue;
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    stack.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return [...files].map((file) => `/${file}`).sort();
}

/**
 * The worker's source: the template with its VERSION and PRECACHE filled in. The version is a
 * hash of the template and of every cached file's content (`contentOf(path)`), so a change to
 * any of them makes a new worker, which the browser installs beside the old one.
 */
export function serviceWorkerSource({ template, precache, contentOf }) {
  const hash = createHash('sha256').update(template);
  for (const path of precache) hash.update(path).update(contentOf(path));
  const version = hash.digest('hex').slice(0, 16);
  let source = template;
  for (const [name, value] of [
    ['VERSION', "'development'"],
    ['PRECACHE', '[]'],
  ]) {
    const placeholder = `const ${name} = ${value};`;
    if (!source.includes(placeholder)) throw new Error(`scripts/sw.js has no \`${placeholder}\` to fill in`);
    const filled = name === 'VERSION' ? JSON.stringify(version) : JSON.stringify(precache);
    source = source.replace(placeholder, `const ${name} = ${filled};`);
  }
  return { source, version };
}

/** The Vite plugin: after the build has written dist/, writes dist/sw.js. */
export function serviceWorker() {
  let outDir = 'dist';
  return {
    name: 'forum:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      const manifestAsset = bundle['.vite/manifest.json'];
      if (!manifestAsset || manifestAsset.type !== 'asset') {
        throw new Error('The service worker needs build.manifest: true (dist/.vite/manifest.json)');
      }
      const manifest = JSON.parse(String(manifestAsset.source));
      const precache = [...SHELL_FILES, ...precachedAssets(manifest)];
      const template = readFileSync(fileURLToPath(new URL('./sw.js', import.meta.url)), 'utf8');
      const { source } = serviceWorkerSource({
        template,
        precache,
        contentOf: (path) => readFileSync(join(outDir, path)),
      });
      writeFileSync(join(outDir, 'sw.js'), source);
    },
  };
}
