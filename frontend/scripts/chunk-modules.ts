import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest: for every JavaScript chunk, the
 * modules it holds (paths relative to the frontend folder, node_modules kept as such) and
 * their rendered size. The manifest says which chunks load together; this says what is in
 * them, so the bundle budget (scripts/bundle-budget.mjs) can tell where admin code landed.
 */
export function chunkModules(root: string): Plugin {
  return {
    name: 'forum:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          // Virtual modules (\0-prefixed) are the bundler's own helpers.
          const name = id.startsWith('\0') ? id.slice(1) : relative(root, id.split('?')[0] ?? id);
          modules[name] = (modules[name] ?? 0) + info.renderedLength;
        }
        chunks[output.fileName] = modules;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
  };
}
