#!/usr/bin/env node
/**
 * Where a phone's main thread goes on a first screen, by function (issue 21): Lighthouse
 * says how long the page blocks; this says what in our code and our libraries does it.
 *
 *   npx vite build --minify false --outDir /tmp/dist-readable
 *   FRONTEND_DIR=/tmp/dist-readable FORUM_BIN=/var/tmp/forum-target/debug/forum npm run profile
 *
 * Starts the forum as `lighthouse.mjs` does, signs the member in, and loads PROFILE_PATH
 * (`/`, or `post` for her post's page) PROFILE_RUNS times (default 3) in Debian's Chromium
 * at 4× CPU slowdown (Lighthouse's mobile preset), the HTTP cache emptied each time, with V8's
 * sampling profiler on until the first post's picture is in and a moment after. It prints each
 * run's busy time, and over all runs but the first (V8's code cache is cold then) the
 * functions with the most time inclusive (their callees counted) and self, in milliseconds of
 * the slowed-down clock (PROFILE_TOP of them, matching the regular expression PROFILE_MATCH when
 * given). A build without minifying keeps the functions' names. It also records the main
 * thread's long tasks (over 50 ms) and ends with issue 37's targets: at most 500 ms busy (the
 * median of the counted runs) and no task over 150 ms. Timing depends on the machine, so this
 * is not part of `just test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, startForum } from './first-screen-forum.mjs';

const runs = Number(process.env.PROFILE_RUNS ?? 3);
/** Issue 37's targets for a phone's first screen at 4× CPU slowdown. */
const TARGETS = { busyMs: 500, longestTaskMs: 150 };
const shown = Number(process.env.PROFILE_TOP ?? 40);
// e.g. PROFILE_MATCH='^[A-Z]' for React components only.
const match = new RegExp(process.env.PROFILE_MATCH ?? '');

/** Adds a profile's samples to `inclusive` and `self` (ms per function), and gives its busy ms. */
function tally(profile, inclusive, self) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const name = ({ callFrame: frame }) => `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}`.trim();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const leaf = nodes.get(id);
    if (leaf.callFrame.functionName === '(idle)') return;
    busy += ms;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + ms);
    // A recursive function counts once per sample.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const key = name(nodes.get(at));
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  });
  return busy;
}

const print = (title, totals) => {
  console.log(`\n${title}`);
  const top = [...totals]
    .filter(([key]) => key !== '(root)' && match.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, shown);
  for (const [key, ms] of top) console.log(`${(ms / Math.max(runs - 1, 1)).toFixed(1).padStart(8)}  ${key}`);
};

const forum = await startForum();
const profileDir = mkdtempSync(join(tmpdir(), 'forum-profile-chromium-'));
let context;
try {
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    viewport: { width: 412, height: 823 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // Every long task of the page, from its first moment.
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${forum.origin}/api/public/topic`);
  await page.evaluate((value) => localStorage.setItem('token', value), JSON.stringify(forum.token));
  const path = process.env.PROFILE_PATH === 'post' ? `/post/${forum.postId}` : (process.env.PROFILE_PATH ?? '/');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const inclusive = new Map();
  const self = new Map();
  const busyRuns = [];
  const longest = [];
  for (let run = 0; run < runs; run += 1) {
    await cdp.send('Network.clearBrowserCache');
    // A first visit: no service worker, nothing in Cache Storage (the session stays).
    await cdp.send('Storage.clearDataForOrigin', { origin: forum.origin, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Profiler.start');
    await page.goto(`${forum.origin}${path}`);
    await page.locator('article img').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_500);
    const { profile } = await cdp.send('Profiler.stop');
    const busy = run === 0 ? tally(profile, new Map(), new Map()) : tally(profile, inclusive, self);
    const tasks = await page.evaluate(() => window.__longTasks);
    const counted = run > 0 || runs === 1;
    if (counted) {
      busyRuns.push(busy);
      longest.push(Math.max(0, ...tasks));
    }
    console.log(
      `run ${run + 1}: ${busy.toFixed(0)} ms busy, long tasks ${JSON.stringify(tasks)} ms${counted ? '' : ' (cold, not counted below)'}`,
    );
  }
  print(`Inclusive ms per run, ${path}`, inclusive);
  print(`Self ms per run, ${path}`, self);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const busy = median(busyRuns);
  const task = Math.max(0, ...longest);
  console.log(`\nTargets (issue 37), ${path}:`);
  console.log(`  busy ${busy.toFixed(0)} ms (median), target ≤ ${TARGETS.busyMs}: ${busy <= TARGETS.busyMs ? 'met' : 'NOT met'}`);
  console.log(`  longest task ${task} ms, target ≤ ${TARGETS.longestTaskMs}: ${task <= TARGETS.longestTaskMs ? 'met' : 'NOT met'}`);
} finally {
  await context?.close().catch(() => {});
  rmSync(profileDir, { recursive: true, force: true });
  forum.stop();
}
