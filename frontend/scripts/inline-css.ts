/**
 * The app's stylesheet inside index.html (issue 37): a linked stylesheet holds the first paint
 * until it has downloaded, and on a slow phone it shares the connection with the app's code,
 * so the shell (header, spinner, Quick exit) painted only after about two seconds. Inline, it
 * arrives with the page. The file stays in dist/ for anything else that names it.
 */
import type { Plugin } from 'vite';

export function inlineCss(): Plugin {
  return {
    name: 'forum:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith('/index.html')) return html;
        return html.replace(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g, (_tag, file: string) => {
          const asset = ctx.bundle?.[file];
          if (asset?.type !== 'asset') throw new Error(`index.html links ${file}, which the build did not make`);
          const css = String(asset.source);
          if (css.includes('</style')) throw new Error(`${file} contains "</style"`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
