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
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const forumBin = process.env.FORUM_BIN ?? '/var/tmp/forum-target/debug/forum';
const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const out = process.env.LIGHTHOUSE_OUT ?? here('../lighthouse-report.json');
const PASSWORD = 'Lighthouse-pass-1';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const dataDir = mkdtempSync(join(tmpdir(), 'forum-lighthouse-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const serverEnv = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  PUBLIC_URL: origin,
  FRONTEND_DIR: process.env.FRONTEND_DIR ?? here('../dist'),
  DATABASE_URL: '',
};

// A little of everything on the feed: demo members, posts, reactions (the forum must be empty).
execFileSync(forumBin, ['seed-demo', '--members', '20', '--posts', '12', '--seed', '21'], { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });

const server = spawn(forumBin, ['serve'], { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
const profileDir = mkdtempSync(join(tmpdir(), 'forum-lighthouse-chromium-'));
let context;
const cleanUp = async () => {
  await context?.close().catch(() => {});
  rmSync(profileDir, { recursive: true, force: true });
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`${forumBin} exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/public/topic`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${forumBin} did not answer on ${origin} within two minutes`);
}

async function graphql(query, variables = {}, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) Object.assign(headers, { Authorization: `${token.tokenType} ${token.accessToken}`, 'X-Refresh-Token': token.refreshToken });
  const response = await fetch(`${origin}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = await response.json();
  if (body.errors?.length) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const AUTH_FIELDS = 'token { accessToken refreshToken tokenType }';

/** An onboarded member with a post that has an image and a text: the post page's content. */
async function memberWithPost() {
  const email = `lighthouse-${Date.now()}@example.test`;
  const { usernameSuggestion } = await graphql('{ usernameSuggestion }');
  const { register } = await graphql(
    `mutation ($input: RegisterInput!) { register(input: $input) { ${AUTH_FIELDS} } }`,
    { input: { email, password: PASSWORD, confirmPassword: PASSWORD, username: usernameSuggestion, tos: true, contact: false } },
  );
  const { token } = register;
  const { topics } = await graphql('{ topics { id } }');
  await graphql(
    'mutation ($input: OnboardingInput!) { completeOnboarding(input: $input) { id } }',
    {
      input: {
        topicsOfInterest: topics.slice(0, 3).map((topic) => topic.id),
        profileColour: 'f7a521',
        location: { city: 'London', state: 'England', country: 'United Kingdom' },
        ethnicity: 'Other',
        ageRange: '25-34',
        sexAssignedAtBirth: 'Female',
        gender: 'Woman',
      },
    },
    token,
  );
  const { createUpload } = await graphql(
    'mutation ($input: UploadInput!) { createUpload(input: $input) { signedPostUrl objectId } }',
    { input: { fileName: 'sunrise', contentType: 'image/png', isViewableByAnyUser: true } },
    token,
  );
  const put = await fetch(new URL(createUpload.signedPostUrl, origin), {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    body: readFileSync(here('../e2e/fixtures/sunrise.png')),
  });
  if (!put.ok) throw new Error(`The image upload answered ${put.status}`);
  const { createPost } = await graphql(
    'mutation ($input: NewPostInput!) { createPost(input: $input) { id } }',
    {
      input: {
        title: 'Morning walks helped my cramps',
        text: 'Three weeks of a short walk before breakfast, and the worst days are easier. Has anyone else tried it?',
        images: [createUpload.objectId],
        topics: [topics[0].id],
      },
    },
    token,
  );
  // A fresh session for the browser: the one above is the API's.
  const { login } = await graphql(`mutation ($input: LoginInput!) { login(input: $input) { ${AUTH_FIELDS} } }`, {
    input: { email, password: PASSWORD },
  });
  return { token: login.token, postId: createPost.id };
}

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
  await waitForServer();
  const { token, postId } = await memberWithPost();

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
  writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
  console.log(`Written to ${out}`);
} finally {
  await cleanUp();
}
