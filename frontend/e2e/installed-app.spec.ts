// Issue 37 §4, "An app on her home screen that opens instantly": the service worker, the
// offline screen and the web app manifest, in Chromium against the real server and build.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  apiCreatePost,
  apiMe,
  apiOnboardedMember,
  apiTopics,
  apiUploadImage,
  expect,
  newContext,
  seedSession,
  test,
  type TokenSet,
} from './support';

// Every other spec blocks service workers (playwright.config.ts): this one is about them.
test.use({ serviceWorkers: 'allow' });

const screenshots = fileURLToPath(new URL('./screenshots/', import.meta.url));
const photo = fileURLToPath(new URL('./fixtures/sunrise.png', import.meta.url));
const builtWorker = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

const WEATHER = 'https://www.bbc.co.uk/weather';

/** What the service worker may keep: the app's shell and its hashed files, nothing else. */
const SHELL_PATHS =
  /^\/(index\.html|manifest\.webmanifest|notes\.webmanifest|favicon\.svg|notes\.svg|icons\/[a-z0-9-]+\.png|assets\/[^/]+)$/;

async function openContext(
  browser: Browser,
  token: TokenSet | null,
  viewport = { width: 1280, height: 900 },
  { stubNeutralSites = true } = {},
) {
  const context = await newContext(browser, {
    viewport,
    serviceWorkers: 'allow',
  });
  // The neutral sites answer from here: the test machine has no internet.
  if (stubNeutralSites) {
    await context.route('https://www.bbc.co.uk/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>BBC</title><h1>An ordinary page</h1>',
      }),
    );
  }
  const page = await context.newPage();
  if (token) await seedSession(page, token);
  return { context, page };
}

/** Waits until the page's service worker is active: it has cached the app (install) by then. */
async function workerReady(page: Page) {
  // `ready` resolves once there is an active worker, which may still be activating.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
}

/** Every request stored in Cache Storage, as the page sees it. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** Cache Storage holds the app's code and shell only: no answer of the server, no picture. */
async function expectNothingOfHers(page: Page, username: string) {
  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const { pathname, origin } = new URL(url);
    expect(origin, url).toBe(new URL(page.url()).origin);
    expect(pathname, url).toMatch(SHELL_PATHS);
    expect(pathname, url).not.toMatch(/^\/(graphql|api|files)(\/|$)/);
    expect(url, url).not.toContain(username);
  }
  // And no stored answer's body mentions her.
  const bodies = await page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        if (response && /json|html/.test(type)) texts.push(await response.text());
      }
    }
    return texts;
  });
  for (const text of bodies) expect(text).not.toContain(username);
}

test('the second visit runs from the service worker: no script from the network, nothing of hers cached', async ({
  browser,
  request,
}) => {
  const member = await apiOnboardedMember(request);
  const { username } = await apiMe(request, member.token);
  const [topic] = await apiTopics(request);
  const image = await apiUploadImage(request, member.token, photo);
  const title = `Installed app ${Date.now().toString(36)}`;
  const postId = await apiCreatePost(request, member.token, {
    title,
    text: 'A post with a picture, which must never be cached.',
    images: [image],
    topics: [topic?.id ?? ''],
  });

  const { context, page } = await openContext(browser, member.token);
  await page.goto(`/post/${postId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const picture = page.getByRole('img', { name: 'Image 1 of 1' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await workerReady(page);
  await expectNothingOfHers(page, username);

  // The second visit: a new tab on the feed. Every script comes from the worker's cache, and
  // the worker fetches none from the network; the feed itself does come from the server.
  const scripts: { url: string; fromWorker: boolean }[] = [];
  const workerFetches: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) workerFetches.push(request.url());
  });
  const second = await context.newPage();
  second.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({
        url: response.url(),
        fromWorker: response.fromServiceWorker(),
      });
    }
  });
  const graphqlAnswers: boolean[] = [];
  second.on('response', (response) => {
    if (new URL(response.url()).pathname === '/graphql') graphqlAnswers.push(response.fromServiceWorker());
  });
  await second.goto('/');
  await expect(second.getByRole('article').filter({ hasText: title })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.fromWorker)).toEqual([]);
  expect(workerFetches.filter((url) => /\.m?js(\?|$)/.test(url))).toEqual([]);
  // The feed is the server's answer, fetched by the page itself, never by or from the worker.
  expect(graphqlAnswers.length).toBeGreaterThan(0);
  expect(graphqlAnswers.every((fromWorker) => !fromWorker)).toBe(true);
  await expectNothingOfHers(second, username);

  // Signing out leaves nothing of hers in Cache Storage either.
  await second.goto('/logout');
  await expect(second).toHaveURL(/\/login$/);
  await expectNothingOfHers(second, username);
  await context.close();
});

test('Quick exit leaves nothing of hers in Cache Storage', async ({ browser, request }) => {
  const member = await apiOnboardedMember(request);
  const { username } = await apiMe(request, member.token);
  const { context, page } = await openContext(browser, member.token);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await workerReady(page);
  await page.getByRole('button', { name: 'Quick exit' }).first().click();
  await expect(page).toHaveURL(WEATHER);
  // Back on the forum's origin in a fresh tab, as whoever picks up the device next.
  const next = await context.newPage();
  await next.goto('/crisis-support');
  await expect(next.getByRole('heading', { level: 1, name: 'Crisis Support' })).toBeVisible();
  await expectNothingOfHers(next, username);
  await context.close();
});

for (const { device, viewport } of [
  { device: 'phone', viewport: { width: 390, height: 844 } },
  { device: 'desktop', viewport: { width: 1280, height: 900 } },
]) {
  test(`offline on a ${device}: "You're offline" from the cached shell, no stale feed, Quick exit works`, async ({
    browser,
    request,
  }) => {
    const member = await apiOnboardedMember(request);
    const [topic] = await apiTopics(request);
    const title = `Seen before going offline ${Date.now().toString(36)}`;
    await apiCreatePost(request, member.token, {
      title,
      text: 'Only shown while online.',
      topics: [topic?.id ?? ''],
    });

    // Offline, the neutral site fails to load as it would on her phone (Chromium's own
    // "No internet" page): no stub answers it.
    const { context, page } = await openContext(browser, member.token, viewport, {
      stubNeutralSites: false,
    });
    await page.goto('/');
    await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
    await workerReady(page);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.screenshot({
      path: `${screenshots}offline-${device}-${viewport.width}.png`,
      fullPage: true,
    });

    // Quick exit still leaves at once (the neutral site itself cannot load offline).
    await page.getByRole('button', { name: 'Quick exit' }).click();
    await expect.poll(() => page.url()).not.toContain('127.0.0.1');
    await context.close();
  });
}

test('a connection lost during a visit keeps the page, marked as not current', async ({ browser, request }) => {
  const member = await apiOnboardedMember(request);
  const [topic] = await apiTopics(request);
  const title = `On screen when the connection went ${Date.now().toString(36)}`;
  await apiCreatePost(request, member.token, {
    title,
    text: 'Still here.',
    topics: [topic?.id ?? ''],
  });
  const { context, page } = await openContext(browser, member.token, {
    width: 390,
    height: 844,
  });
  await page.goto('/');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'this page is as it was when it loaded' });
  await expect(banner).toBeVisible();
  await expect(card).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(card).toBeVisible();
  await context.close();
});

test('back online, the offline screen starts the app again', async ({ browser }) => {
  const { context, page } = await openContext(browser, null);
  await page.goto('/crisis-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis Support' })).toBeVisible();
  await workerReady(page);
  await context.setOffline(true);
  await page.goto('/crisis-support');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis Support' })).toBeVisible();
  await context.close();
});

test('installable: the manifest, its icons and Chromium\'s own check; discreet mode links "Notes"', async ({
  browser,
  request,
}) => {
  for (const [path, name] of [
    ['/manifest.webmanifest', 'Real Talk'],
    ['/notes.webmanifest', 'Notes'],
  ] as const) {
    const response = await request.get(path);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name,
      short_name: name,
      start_url: '/',
      display: 'standalone',
    });
    for (const size of ['192x192', '512x512']) {
      expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true);
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type']).toBe('image/png');
    }
  }
  // The worker is at the root, its scope the whole site, and never kept by a cache.
  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  const { context, page } = await openContext(browser, null);
  await page.goto('/crisis-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis Support' })).toBeVisible();
  await workerReady(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // A Playwright context is an incognito profile, where Chromium never offers to install.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const manifest = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: unknown[];
  };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);

  // Discreet mode: the page links the 'Notes' manifest, so an app installed now is 'Notes'.
  await page.evaluate(() => localStorage.setItem('safety.discreetMode', 'true'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis Support' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/notes.webmanifest');
  const discreet = (await cdp.send('Page.getAppManifest')) as { url: string };
  expect(discreet.url).toMatch(/\/notes\.webmanifest$/);
  await context.close();
});

/** Serves a new build of the worker (another version) for the length of `run`. */
async function withNewWorker(run: () => Promise<void>) {
  const original = readFileSync(builtWorker, 'utf8');
  writeFileSync(builtWorker, original.replace(/const VERSION = "([^"]+)";/, 'const VERSION = "$1-next";'));
  try {
    await run();
  } finally {
    writeFileSync(builtWorker, original);
  }
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('a new version waits, a toast offers "Reload", and Reload switches to it', async ({ browser }) => {
  const { context, page } = await openContext(browser, null);
  await page.goto('/crisis-support');
  await workerReady(page);
  // The second visit: the page is the worker's now.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis Support' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const [before] = await cacheNames(page);

  await withNewWorker(async () => {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(page.getByText('A new version is ready.')).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
  });
  // The page runs on the new worker, whose activation deleted the old version's cache.
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis Support' })).toBeVisible();
  expect(await cacheNames(page)).toEqual([`${before}-next`]);
  await context.close();
});
