#!/usr/bin/env node
/**
 * Lighthouse on the phone's first screens (issue 21): /login, the signed-in feed and a post.
 *
 *   npm run build && FORUM_BIN=/var/tmp/forum-target/debug/forum npm run lighthouse
 *
 * Starts the built `forum` on a free port with a fresh data directory (as the e2e tests do),
 * fills it with a few demo posts, signs up a member with a post carrying an image, then runs
 * Lighthouse's default (mobile, simulated slow 4G) performance and accessibility audits in
 * Debian's Chromium. Scores and metrics are printed and written to `lighthouse-report.json`
 * (or LIGHTHOUSE_OUT); LIGHTHOUSE_RUNS runs each page that many times, LIGHTHOUSE_LHR_DIR keeps
 * each page's whole report (its last run). Timing depends on the
 * machine, so this is not part of `just test`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumPath, freePort, startForum } from './first-screen-forum.mjs';

const out = process.env.LIGHTHOUSE_OUT ?? fileURLToPath(new URL('../lighthouse-report.json', import.meta.url));

const forum = await startForum();
const { origin, token, postId } = forum;
const profileDir = mkdtempSync(join(tmpdir(), 'forum-lighthouse-chromium-'));
let context;
const cleanUp = async () => {
  await context?.close().catch(() => {});
  rmSync(profileDir, { recursive: true, force: true });
  forum.stop();
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

const summary = (lhr) => {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    url: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    scriptKb: scripts ? Math.round(scripts.transferSize / 100) / 10 : null,
    scriptFiles: scripts?.requestCount ?? null,
    failing: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative' && item.scoreDisplayMode !== 'manual')
      .map((item) => item.id),
  };
};

try {
  const debuggingPort = await freePort();
  // A persistent profile: its default context is the one Lighthouse's tabs open in, so they
  // see the session stored below.
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);

  const run = async (path) => {
    // Storage is kept between runs (the session), so the cache is emptied by hand: each run is a first visit.
    await cdp.send('Network.clearBrowserCache');
    // A first visit has no service worker and nothing in Cache Storage either (the session stays).
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    const result = await lighthouse(`${origin}${path}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
    // The whole report, for digging into an audit (LIGHTHOUSE_LHR_DIR=/tmp/lhr).
    if (process.env.LIGHTHOUSE_LHR_DIR) {
      const name = path === '/' ? 'feed' : path.split('/')[1];
      writeFileSync(join(process.env.LIGHTHOUSE_LHR_DIR, `${name}.json`), JSON.stringify(result.lhr));
    }
    return { page: path, ...summary(result.lhr) };
  };

  // Scores move by several points from one run to the next: LIGHTHOUSE_RUNS=5 runs each page
  // five times and keeps every run (the table shows them all).
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
  const results = [];
  const runEach = async (path) => {
    for (let n = 0; n < runs; n += 1) results.push(await run(path));
  };
  // Signed out first: a stored session sends /login on to the feed.
  await page.goto(`${origin}/api/public/topic`);
  await runEach('/login');
  // The session the way the app keeps it after signing in: the token, and the app asks who it is.
  await page.evaluate((value) => localStorage.setItem('token', value), JSON.stringify(token));
  await runEach('/');
  await runEach(`/post/${postId}`);

  console.table(
    results.map(({ page: path, performance, accessibility, fcpMs, lcpMs, tbtMs, cls, scriptKb, scriptFiles }) => ({
      page: path.startsWith('/post/') ? '/post/{id}' : path,
      performance,
      accessibility,
      'FCP ms': fcpMs,
      'LCP ms': lcpMs,
      'TBT ms': tbtMs,
      CLS: cls,
      'JS kB': scriptKb,
      'JS files': scriptFiles,
    })),
  );
  for (const result of results) {
    if (result.failing.length > 0) console.log(`${result.page}: audits below 90: ${result.failing.join(', ')}`);
  }
  // Issue 37's targets, on the median of each page's runs.
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const pages = [...new Set(results.map((result) => result.page))];
  console.table(
    pages.map((path) => {
      const mine = results.filter((result) => result.page === path);
      const of = (key) => median(mine.map((result) => result[key]));
      const met =
        of('performance') >= 90 && of('lcpMs') <= 2500 && of('tbtMs') <= 200 && of('cls') <= 0.05 && of('accessibility') === 100;
      return {
        page: path.startsWith('/post/') ? '/post/{id}' : path,
        runs: mine.length,
        'median performance': of('performance'),
        'median LCP ms': of('lcpMs'),
        'median TBT ms': of('tbtMs'),
        'median CLS': of('cls'),
        'median accessibility': of('accessibility'),
        'targets (≥90, ≤2.5 s, ≤200 ms, ≤0.05, 100)': met ? 'met' : 'NOT met',
      };
    }),
  );
  writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
  console.log(`Written to ${out}`);
} finally {
  await cleanUp();
}
