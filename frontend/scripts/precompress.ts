import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;
/** Brotli's best is slow on GraphiQL's multi-megabyte editor; the app's chunks are far smaller. */
const BEST_UP_TO_BYTES = 1024 * 1024;

/**
 * Writes a `.br` (Brotli, best) and a `.gz` (gzip, best) beside every built text file, which
 * the server sends as they are to a browser that accepts them (`ServeDir::precompressed_*`).
 * Compressing once at build time instead of on every answer: the server's own compression
 * runs at its fastest level to spare CPU, and that made the first download of `/` about a
 * third larger than it needs to be (issue 21).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'forum:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const writes: Promise<void>[] = [];
      for (const output of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(output.fileName)) continue;
        const content = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (content.length < MIN_BYTES) continue;
        const path = join(outDir, output.fileName);
        const quality = content.length <= BEST_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : 9;
        writes.push(
          brotli(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }).then((bytes) => writeFile(`${path}.br`, bytes)),
          gzipped(content, { level: 9 }).then((bytes) => writeFile(`${path}.gz`, bytes)),
        );
      }
      await Promise.all(writes);
    },
  };
}
