import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ADMIN } from './support';

/**
 * Runs after the web server has started (Playwright starts it first): makes the admin the
 * signed-in tests use, with the server's own CLI on the same data directory. The function it
 * returns is the global teardown: the run's data directory goes when the tests are done.
 */
export default function globalSetup() {
  const forumBin = process.env.FORUM_BIN;
  if (!forumBin) throw new Error('FORUM_BIN is not set');
  execFileSync(forumBin, ['create-admin', '--email', ADMIN.email, '--password', ADMIN.password], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const dataDir = process.env.E2E_DATA_DIR;
  return () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
