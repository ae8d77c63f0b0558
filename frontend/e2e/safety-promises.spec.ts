import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  apiAddComment,
  apiCreatePost,
  apiOnboardedMember,
  apiTopics,
  authHeaders,
  expect,
  graphql,
  newContext,
  seedSession,
  test,
  type TokenSet,
} from './support';

// Issue 33: her safety promises kept in the moments that matter, at 375 and 1280 px.

const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));

const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const WEATHER = 'https://www.bbc.co.uk/weather';

/** The brand's colours as the browser computes them (index.css @theme): deep, plum, pink, orange, amber, blush. */
const BRAND_COLOURS = [
  'rgb(184, 35, 95)',
  'rgb(154, 73, 111)',
  'rgb(232, 81, 141)',
  'rgb(240, 111, 46)',
  'rgb(247, 165, 33)',
  'rgb(253, 232, 239)',
];

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Every page of the context, the tabs Quick exit opens included, gets the neutral site from here (no internet). */
async function stubNeutralSites(context: BrowserContext) {
  await context.route('https://www.bbc.co.uk/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>BBC</title><h1>An ordinary page</h1>' }),
  );
}

async function pageAs(browser: Browser, token: TokenSet | null, viewport: { width: number; height: number }) {
  const context = await newContext(browser, { viewport });
  await stubNeutralSites(context);
  const page = await context.newPage();
  if (token) await seedSession(page, token);
  return page;
}

/** The layout's Quick exit (found by its mark: while a dialog is open it is hidden from the accessibility tree). */
const dockedExit = (page: Page) => page.locator('[data-quick-exit="docked"]');

/** Taps Quick exit: the neutral site opens in a fresh tab and this tab becomes it too. */
async function tapQuickExitAndLeave(page: Page) {
  const opened = page.context().waitForEvent('page');
  await dockedExit(page).click();
  const fresh = await opened;
  await expect(page).toHaveURL(WEATHER);
  await fresh.waitForLoadState();
  expect(fresh.url()).toBe(WEATHER);
  return fresh;
}

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')));

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${dir}${name}-${page.viewportSize()?.width}.png` });
}

for (const { name: device, width, height } of widths) {
  test.describe(`issue 33 on a ${device}`, () => {
    test('1. a published post, comment and reply leave no draft behind', async ({ browser, request }) => {
      const member = await apiOnboardedMember(request);
      const page = await pageAs(browser, member.token, { width, height });
      const title = `Published ${unique()}`;
      await page.goto('/new-post');
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await page.getByRole('textbox', { name: 'What would you like to share?' }).fill('Words I already posted.');
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(page).toHaveURL(/\/post\/[0-9a-f]{24}$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const postUrl = page.url();

      // Back to the feed, then Create Post again (and a reload): an empty form, no welcome back.
      await page.goto('/');
      await page.waitForTimeout(800); // longer than the draft's 500 ms autosave pause
      await page.goto('/new-post');
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
      await expect(page.getByText('Welcome back: we kept what you were writing.')).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'What would you like to share?' })).toHaveValue('');
      await expect(page.getByText('Welcome back: we kept what you were writing.')).toHaveCount(0);
      expect(await draftKeys(page)).toEqual([]);

      // A comment and a reply: sent, then the page left and reloaded, their boxes are empty.
      await page.goto(postUrl);
      await page.getByRole('textbox', { name: 'Join the conversation' }).fill('My own comment.');
      await page.getByRole('button', { name: 'Comment', exact: true }).click();
      const comment = page.getByRole('article', { name: /^Comment by / }).first();
      await expect(comment.getByText('My own comment.', { exact: true })).toBeVisible();
      await comment.getByRole('button', { name: 'Reply', exact: true }).click();
      await comment.getByRole('textbox', { name: /^Replying to / }).fill('My own reply.');
      await comment.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByText('My own reply.', { exact: true })).toBeVisible();
      await page.waitForTimeout(800);
      await page.goto('/');
      await page.goto(postUrl);
      await expect(page.getByRole('textbox', { name: 'Join the conversation' })).toHaveValue('');
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Join the conversation' })).toHaveValue('');
      expect(await draftKeys(page)).toEqual([]);
      await page.context().close();
    });

    test('2. the privacy check never publishes for her, shows whole words, and finds clinicians and clinics', async ({
      browser,
      request,
    }) => {
      const member = await apiOnboardedMember(request);
      const page = await pageAs(browser, member.token, { width, height });
      const title = `Appointments ${unique()}`;
      await page.goto('/new-post');
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      const text = page.getByRole('textbox', { name: 'What would you like to share?' });
      const written =
        'After months of waiting I finally saw Dr Patel at St Mary\'s Hospital, and Nurse Kim was kind. Call me on 07700 900123 if you want to chat about it.';
      await text.fill(written);
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Before you post' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Named doctor or nurse')).toHaveCount(2);
      await expect(dialog.getByText('Named hospital or clinic')).toBeVisible();
      // Each finding among whole words of her text.
      const words = new Set(written.split(/\s+/));
      for (const snippet of await dialog.getByTestId('privacy-snippet').allTextContents()) {
        for (const word of snippet.replace(/…/g, ' ').split(/\s+/).filter(Boolean)) {
          expect(words, `"${word}" in "${snippet}"`).toContain(word);
        }
      }
      await shot(page, 'issue33-privacy-check');

      for (const name of [/^Remove named doctor or nurse Dr Patel/, /^Remove named doctor or nurse Nurse Kim/, /^Remove named hospital or clinic/]) {
        await dialog.getByRole('button', { name }).click();
      }
      // The last one removed: back at her words with the change made; nothing sent.
      await dialog.getByRole('button', { name: 'Remove phone number 07700 900123' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/new-post$/);
      await expect(text).toHaveValue(/Call me on if you want to chat about it\.$/);
      await expect(text).not.toHaveValue(/Patel|Kim|Hospital|07700/);
      await shot(page, 'issue33-privacy-check-back-to-her-words');
      // Only her own press of Post publishes.
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(page).toHaveURL(/\/post\/[0-9a-f]{24}$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.context().close();
    });

    test('3. Quick exit works above every dialog, menu and sheet', async ({ browser, request }) => {
      test.setTimeout(240_000);
      const member = await apiOnboardedMember(request);
      const other = await apiOnboardedMember(request);
      const postId = await apiCreatePost(request, other.token, { title: `Theirs ${unique()}`, text: 'A post to react to.' });
      const ownId = await apiCreatePost(request, member.token, { title: `Mine ${unique()}`, text: 'My own post.' });

      /** Opens the dialog with `open`, then taps Quick exit: the forum is gone. */
      const check = async (name: string, url: string, open: (page: Page) => Promise<Locator>) => {
        const page = await pageAs(browser, member.token, { width, height });
        await page.goto(url);
        const dialog = await open(page);
        await expect(dialog).toBeVisible();
        await shot(page, `issue33-quick-exit-over-${name}`);
        const fresh = await tapQuickExitAndLeave(page);
        expect(await fresh.evaluate(() => window.history.length)).toBe(1);
        await page.context().close();
      };

      await check('reaction-explanation', `/post/${postId}`, async (page) => {
        await page.getByRole('button', { name: 'Add a reaction' }).first().click();
    await page.getByRole('list', { name: 'Every reaction' }).getByRole('button', { name: / Me Too, 0 reactions$/ }).click();
        return page.getByRole('dialog', { name: 'Why did you react “Me Too”?' });
      });
      await check('menu', `/post/${postId}`, async (page) => {
        await page.getByRole('button', { name: 'Post options' }).first().click();
        return page.getByRole('menu');
      });
      await check('report', `/post/${postId}`, async (page) => {
        await page.getByRole('button', { name: 'Post options' }).first().click();
        await page.getByRole('menuitem', { name: /Report/ }).click();
        return page.getByRole('dialog', { name: 'Report this post' });
      });
      await check('confirm', `/post/${ownId}`, async (page) => {
        await page.getByRole('button', { name: 'Post options' }).first().click();
        await page.getByRole('menuitem', { name: /Delete/ }).click();
        return page.getByRole('alertdialog', { name: 'Are You Sure?' });
      });
      await check('privacy-check', '/new-post', async (page) => {
        await page.getByRole('textbox', { name: 'Title' }).fill('Clinic');
        await page.getByRole('textbox', { name: 'What would you like to share?' }).fill('Ring me on 07700 900123.');
        await page.getByRole('button', { name: 'Post', exact: true }).click();
        return page.getByRole('alertdialog', { name: 'Before you post' });
      });
      await check('leave-page', '/new-post', async (page) => {
        await page.getByRole('textbox', { name: 'Title' }).fill('Half written');
        await page.getByRole('link', { name: 'About Us' }).first().click();
        return page.getByRole('alertdialog', { name: 'Are You Sure?' });
      });
      if (device === 'phone') {
        await check('menu-sheet', '/', async (page) => {
          await page.getByRole('button', { name: /menu/i }).first().click();
          return page.getByRole('dialog', { name: 'Menu' });
        });
      }
    });

    test('4. the first HTML carries a working Quick exit before any script has run', async ({ browser }) => {
      const context = await newContext(browser, { viewport: { width, height }, javaScriptEnabled: false });
      await stubNeutralSites(context);
      const page = await context.newPage();
      await page.goto('/crisis-support');
      const link = page.getByRole('link', { name: 'Quick exit' });
      await expect(link).toBeVisible();
      await shot(page, 'issue33-quick-exit-before-script');
      await link.click();
      await expect(page).toHaveURL(WEATHER);
      await context.close();

      // With the app loaded, the plain link has made way for the app's own button.
      const app = await pageAs(browser, null, { width, height });
      await app.goto('/crisis-support');
      await expect(app.getByRole('heading', { level: 1, name: 'Crisis Support' })).toBeVisible();
      await expect(app.locator('[data-quick-exit="static"]')).toHaveCount(0);
      await expect(dockedExit(app)).toBeVisible();
      await app.context().close();
    });

    test('5. after two full page loads, Quick exit leaves a tab whose Back never shows the forum', async ({
      browser,
      request,
    }) => {
      const member = await apiOnboardedMember(request);
      const postId = await apiCreatePost(request, member.token, { title: `Private ${unique()}`, text: 'Sensitive.' });
      const page = await pageAs(browser, member.token, { width, height });
      // Two full page loads (a typed address, then a reload), then a page opened in the app.
      await page.goto('/about');
      await page.goto(`/post/${postId}`);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: /^Private / })).toBeVisible();
      const fresh = await tapQuickExitAndLeave(page);
      // The tab she now looks at: the neutral site, with nothing behind it and no way to the forum.
      expect(await fresh.evaluate(() => window.history.length)).toBe(1);
      expect(await fresh.evaluate(() => window.opener)).toBeNull();
      await fresh.goBack().catch(() => null);
      expect(fresh.url()).toBe(WEATHER);

      // Settings and Crisis Support say what is and isn't cleared.
      const again = await pageAs(browser, member.token, { width, height });
      await again.goto('/crisis-support');
      await expect(again.getByText(/opens an\s+everyday website straight away in a new tab/)).toBeVisible();
      await expect(again.getByText(/It can.t wipe what your browser already keeps/)).toBeVisible();
      await again.goto('/profile');
      await expect(again.getByText(/What it clears: what this tab kept for this visit/)).toBeVisible();
      await again.context().close();
      await page.context().close();
    });

    test('7. a post carrying any topic she muted stays out of her feed and search, and its topic pages still list it', async ({
      browser,
      request,
    }) => {
      const member = await apiOnboardedMember(request);
      const author = await apiOnboardedMember(request);
      const [first, second] = await apiTopics(request);
      if (!first || !second) throw new Error('the server has no topics');
      const stamp = unique();
      const mixedTitle = `Mixed ${stamp}`;
      await apiCreatePost(request, author.token, { title: mixedTitle, text: `Two topics ${stamp}.`, topics: [first.id, second.id] });
      // A post she still sees, so each list is known to have loaded.
      const controlTitle = `Control ${stamp}`;
      await apiCreatePost(request, author.token, { title: controlTitle, text: `One topic ${stamp}.`, topics: [first.id] });
      await graphql(request, 'mutation ($id: ID!) { muteTopic(id: $id) }', { id: second.id }, authHeaders(member.token));

      const page = await pageAs(browser, member.token, { width, height });
      await page.goto('/?filter=all');
      await expect(page.getByRole('article', { name: controlTitle })).toBeVisible();
      await expect(page.getByText(mixedTitle)).toHaveCount(0);
      await shot(page, 'issue33-muted-topic-feed');
      // Her search: the words of both posts find only the one without a muted topic.
      await page.goto(`/?q=${stamp}`);
      await expect(page.getByRole('article', { name: controlTitle })).toBeVisible();
      await expect(page.getByText(mixedTitle)).toHaveCount(0);
      await page.goto(`/topic/${first.id}`);
      await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
      await expect(page.getByRole('article', { name: mixedTitle })).toBeVisible();
      await page.goto(`/topic/${second.id}`);
      await expect(page.getByRole('article', { name: mixedTitle })).toBeVisible();
      await shot(page, 'issue33-muted-topic-page');
      await page.context().close();
    });

    test('8. discreet mode says neither Real Talk nor women’s health at a glance', async ({ browser, request }) => {
      const member = await apiOnboardedMember(request);
      const page = await pageAs(browser, member.token, { width, height });
      await page.addInitScript(() => localStorage.setItem('safety.discreetMode', 'true'));
      for (const path of ['/', '/profile']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page).toHaveTitle('Notes');
        await expect(page.getByText('Real Talk', { exact: false })).toHaveCount(0);
        // Nothing says what the forum is about: not the welcome, the topics' heading or the profile's settings.
        await expect(page.getByText(/women.s health/i)).toHaveCount(0);
        await expect(page.getByText('Health topics')).toHaveCount(0);
        // No brand colour anywhere on screen.
        const branded = await page.evaluate((brand) => {
          const found: string[] = [];
          for (const element of Array.from(document.body.querySelectorAll('*'))) {
            // Avatars, and the colour picker's swatches (the choices themselves), are members' colours.
            if (element.closest('[role="img"], label:has(input[type="radio"])')) continue;
            const style = getComputedStyle(element);
            const colours = [style.color, style.backgroundColor, style.borderTopColor, style.outlineColor];
            if (colours.some((colour) => brand.includes(colour))) found.push(element.outerHTML.slice(0, 120));
          }
          return found;
        }, BRAND_COLOURS);
        expect(branded).toEqual([]);
        const header = page.getByRole('banner');
        await expect(header).toContainText('Notes');
        expect(await header.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
        expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#e7e5e4');
        expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/notes.svg');
        await shot(page, `issue33-discreet${path === '/' ? '-home' : '-profile'}`);
      }
      // Her way around is unchanged: the menus still lead to Create Post and Crisis Support.
      await page.goto('/crisis-support');
      await expect(page.getByRole('heading', { level: 1, name: 'Crisis Support' })).toBeVisible();
      await page.context().close();
    });

    test('9. About says what reporting and muting really do', async ({ browser, request }) => {
      const member = await apiOnboardedMember(request);
      const page = await pageAs(browser, member.token, { width, height });
      await page.goto('/about');
      await expect(page.getByText(/a newer member.s report waits for a moderator before\s+anything is hidden/)).toBeVisible();
      await expect(page.getByText('it is hidden at once while our moderators take a look')).toHaveCount(0);
      await expect(page.getByText(/A post on a topic you muted stays out of your feeds and search/)).toBeVisible();
      await page.context().close();
    });
  });
}

/** Scrolls to the very end of the page, once what loads late has loaded. */
async function scrollToEnd(page: Page) {
  // A feed with more pages loads the next one as its end shows (infinite scroll), and the page
  // grows: scroll until it has stopped growing and nothing is loading.
  let height = -1;
  for (let i = 0; i < 30; i += 1) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    await page.waitForTimeout(250);
    await expect(page.getByText('Loading more posts…')).toHaveCount(0);
    if (i >= 2 && now === height) break;
    height = now;
  }
}

/** The boxes of the interactive elements (other than Quick exit) that Quick exit's box covers where they would show. */
async function coveredControls(page: Page, strict: boolean) {
  return page.evaluate((strictly) => {
    const exit = document.querySelector<HTMLElement>('[data-quick-exit="docked"]');
    if (!exit) return ['no Quick exit'];
    const box = exit.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="switch"], [role="tab"], [tabindex]:not([tabindex="-1"])',
    );
    const found: string[] = [];
    exit.style.visibility = 'hidden';
    for (const control of Array.from(controls)) {
      if (control === exit || exit.contains(control)) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const left = Math.max(rect.left, box.left);
      const right = Math.min(rect.right, box.right);
      const top = Math.max(rect.top, box.top);
      const bottom = Math.min(rect.bottom, box.bottom);
      if (right <= left || bottom <= top) continue;
      // Scrolled content passing under the bottom bar is covered by the bar, not by Quick exit.
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (strictly || (hit && control.contains(hit))) {
        found.push(`${control.tagName} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    exit.style.visibility = '';
    return found;
  }, strict);
}

for (const { name: device, width, height } of widths) {
  test(`6. on a ${device}, Quick exit has a place of its own and covers no control`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const member = await apiOnboardedMember(request);
    const [topic] = await apiTopics(request);
    if (!topic) throw new Error('the server has no topics');
    const postId = await apiCreatePost(request, member.token, { title: `Room ${unique()}`, text: 'Plenty of words.', topics: [topic.id] });
    await apiAddComment(request, member.token, postId, 'A comment with a reply button.');
    const page = await pageAs(browser, member.token, { width, height });
    const screens = ['/', `/post/${postId}`, `/topic/${topic.id}`, '/new-post', '/profile', '/notifications', '/about', '/crisis-support', '/resources'];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(dockedExit(page)).toBeVisible();
      await page.waitForTimeout(300);
      expect(await coveredControls(page, false), `${path} at the top`).toEqual([]);
      // At the end of the page nothing at all is under it: the page's last control ends above the bar.
      await scrollToEnd(page);
      expect(await coveredControls(page, width < 769), `${path} at the end`).toEqual([]);
      if (path === '/' || path === `/post/${postId}`) await shot(page, `issue33-quick-exit-place${path === '/' ? '-home' : '-post'}`);
    }
    // Logged out too (the public layout keeps a strip for it on a phone).
    const visitor = await pageAs(browser, null, { width, height });
    for (const path of ['/login', '/crisis-support']) {
      await visitor.goto(path);
      await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(dockedExit(visitor)).toBeVisible();
      await visitor.waitForTimeout(300);
      expect(await coveredControls(visitor, false), `${path} logged out`).toEqual([]);
      await scrollToEnd(visitor);
      await shot(visitor, `issue33-quick-exit-place-logged-out${path.replace('/', '-')}`);
      expect(await coveredControls(visitor, width < 769), `${path} logged out, at the end`).toEqual([]);
    }
    await visitor.context().close();
    await page.context().close();
    void device;
  });
}
