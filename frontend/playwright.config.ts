import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const forumBin = process.env.FORUM_BIN;
if (!forumBin) {
  throw new Error(
    'FORUM_BIN is not set: point it at the built server binary, e.g.\n' +
      '  npm run build && FORUM_BIN=/var/tmp/forum-target/debug/forum npm run e2e',
  );
}

// Playwright evaluates this file in the runner and again in every worker: the port and the
// data directory are chosen once and handed to the workers through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'forum-e2e-'));

const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  // Creates the admin account the signed-in tests use (after the server is up).
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // Waits are on what the page shows; the margins are for a busy two-core machine, where a
  // test that takes 10 s alone can take three times as long.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: origin,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // No menu or dialog is clicked halfway through its opening transition on a busy machine
    // (the app honours reduced motion: popups appear at once).
    contextOptions: { reducedMotion: 'reduce' },
    // The app's service worker (issue 37) would answer the page's requests before a test's
    // `route` stubs saw them, and keep one test's app for the next: only installed-app.spec.ts
    // lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      // The system Chromium: Playwright must never download a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `"${forumBin}" serve`,
    url: `${origin}/api/public/topic`,
    env: {
      PORT: process.env.E2E_PORT,
      // Tests read the password-reset mail from `${E2E_DATA_DIR}/outbox`.
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Links in mail point back at this server.
      PUBLIC_URL: origin,
      FRONTEND_DIR: fileURLToPath(new URL('./dist', import.meta.url)),
      // Always the embedded default (SQLite in the temp dir), whatever the caller's environment says.
      DATABASE_URL: '',
      // Every test member signs up and logs in from 127.0.0.1: the per-address limits, meant for
      // a clinic's or a campus's shared address, would otherwise stop the suite.
      RATE_LIMIT_REGISTER_ADDRESS: '1000/1m',
      RATE_LIMIT_LOGIN_ADDRESS: '1000/1m',
      // Test members are minutes old: trust every onboarded member's reports at once, as the
      // spec's instant quarantine does (production waits a day).
      REPORT_TRUST_AGE: '0s',
      // Every feed view is a visit of its own, so "new since your last visit" shows without
      // waiting half an hour between views (production: 30m).
      FEED_VISIT_GAP: '0s',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
