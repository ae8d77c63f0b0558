import type { Plugin } from 'vite';

export const ADMIN_ENTRIES: RegExp[];
export const SHELL_FILES: string[];
export function precachedAssets(manifest: Record<string, unknown>): string[];
export function serviceWorkerSource(options: {
  template: string;
  precache: string[];
  contentOf: (path: string) => string | Buffer;
}): { source: string; version: string };
export function serviceWorker(): Plugin;
