import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  ADMIN,
  apiAddComment,
  apiCreatePost,
  apiLogin,
  apiOnboardedMember,
  apiReport,
  apiTopics,
  apiUploadImage,
  authHeaders,
  expect,
  graphql,
  newContext,
  seedSession,
  test,
  type TokenSet,
} from './support';

const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));
const photo = fileURLToPath(new URL('./fixtures/sunrise.png', import.meta.url));

const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const WEATHER = 'https://www.bbc.co.uk/weather';
const NEWS = 'https://www.bbc.co.uk/news';

/** The neutral sites answer from here: the test machine has no internet, and nothing must leave it. */
async function stubNeutralSites(page: Page) {
  await page.context().route('https://www.bbc.co.uk/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>BBC</title><h1>An ordinary page</h1>',
    }),
  );
}

async function pageAs(browser: Browser, token: TokenSet | null, viewport: { width: number; height: number }) {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  if (token) await seedSession(page, token);
  await stubNeutralSites(page);
  return page;
}

/** Going Back from the neutral page never lands on the forum. */
async function expectNoWayBack(page: Page) {
  const origin = new URL(page.url()).origin;
  await page.goBack().catch(() => null);
  // Either nothing before it (Back does nothing), or whatever she had open before the forum.
  expect(page.url().startsWith(origin) && !page.url().startsWith('https://www.bbc.co.uk')).toBe(false);
  expect(page.url()).not.toContain('127.0.0.1');
}

/**
 * The layout's quick exit at this width: first in the page (the top bar), or last (floating at
 * the bottom right) on a phone, where the top bar's is hidden.
 */
// The layout's docked button (Crisis Support also has one in its text).
const quickExit = (page: Page) =>
  page.getByRole('button', { name: 'Quick exit' }).and(page.locator('[data-quick-exit="docked"]'));

/** A title no detector mistakes for a phone number (Date.now() has 13 digits). */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function capture(page: Page, name: string, width: number, height: number) {
  await expect(page.getByRole('status')).toHaveCount(0);
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.max(full, height) });
  await page.screenshot({ path: `${dir}${name}-${width}.png` });
  await page.setViewportSize({ width, height });
}

/** Whether the server has a field yet (the muted topics and content warnings come with the backend of issue 20). */
async function serverHas(request: APIRequestContext, type: string, field: string) {
  const response = await request.post('/graphql', {
    data: {
      query: `{ __type(name: "${type}") { fields { name } inputFields { name } } }`,
    },
  });
  const body = (await response.json()) as {
    data?: {
      __type: {
        fields: { name: string }[] | null;
        inputFields: { name: string }[] | null;
      } | null;
    };
  };
  const found = body.data?.__type;
  return [...(found?.fields ?? []), ...(found?.inputFields ?? [])].some((entry) => entry.name === field);
}

for (const { name: device, width, height } of widths) {
  test.describe(`safety on a ${device}`, () => {
    test('Quick exit leaves for the weather, and Back does not come back', async ({ browser, request }) => {
      const member = await apiOnboardedMember(request);
      const page = await pageAs(browser, member.token, { width, height });
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      // A second page of the same visit.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Crisis Support' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Crisis Support' })).toBeVisible();
      await page.evaluate(() => sessionStorage.setItem('kept-by-this-tab', 'yes'));

      await expect(quickExit(page)).toBeVisible();
      const box = await quickExit(page).boundingBox();
      if (device === 'phone') {
        // Where a thumb reaches: the bottom right, above the bottom bar.
        expect(box && box.x + box.width).toBeGreaterThan(width - 40);
        expect(box && box.y).toBeGreaterThan(height - 160);
      } else {
        expect(box && box.y).toBeLessThan(80);
      }
      await quickExit(page).click();
      await expect(page).toHaveURL(WEATHER);
      await expectNoWayBack(page);

      // Still signed in (she did not ask to be signed out), and this tab's storage is gone.
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('kept-by-this-tab'))).toBeNull();
      await page.context().close();
    });

    test('Escape twice within a second leaves, signed out too; two slow presses do not', async ({ browser }) => {
      const page = await pageAs(browser, null, { width, height });
      await page.goto('/crisis-support');
      await expect(page.getByRole('heading', { level: 1, name: 'Crisis Support' })).toBeVisible();
      await expect(quickExit(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Staying safe while you browse' })).toBeVisible();

      await page.keyboard.press('Escape');
      await page.waitForTimeout(1300);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      await expect(page.getByRole('heading', { level: 1, name: 'Crisis Support' })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(WEATHER);
      await expectNoWayBack(page);
      await page.context().close();
    });

    test('the profile remembers discreet mode and the quick exit on this device', async ({ browser, request }) => {
      const author = await apiOnboardedMember(request);
      const other = await apiOnboardedMember(request);
      const title = `Scan results ${unique()}`;
      const image = await apiUploadImage(request, author.token, photo);
      const postId = await apiCreatePost(request, author.token, {
        title,
        text: 'Waiting is hard.',
        images: [image],
      });
      await apiAddComment(request, other.token, postId, 'Thinking of you, it gets easier.');

      const page = await pageAs(browser, author.token, { width, height });
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
      await expect(page).toHaveTitle('Real Talk');
      await page.getByRole('switch', { name: 'Discreet mode' }).click();
      await expect(page).toHaveTitle('Notes');
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/notes.svg');
      await page.getByRole('radio', { name: 'The news (BBC News)' }).check();
      if (device === 'desktop') await capture(page, 'safety-profile', width, height);

      // Discreet everywhere: the post's picture waits for a tap, notifications quote nothing.
      await page.goto(`/post/${postId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle('Notes');
      await expect(page.getByRole('img', { name: 'Image 1 of 1' })).toHaveCount(0);
      await page.getByRole('button', { name: /^Show image/ }).click();
      await expect(page.getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();

      await page.goto('/notifications');
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await expect(page.getByText('A member commented on your post.')).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);
      await expect(page.getByText('Thinking of you')).toHaveCount(0);
      await expect(page).toHaveTitle('Notes');

      // Her choice of neutral site.
      await quickExit(page).click();
      await expect(page).toHaveURL(NEWS);
      await page.context().close();
    });

    test('the crisis panel shows while she writes, and the post still goes', async ({ browser, request }) => {
      const member = await apiOnboardedMember(request);
      const page = await pageAs(browser, member.token, { width, height });
      const title = `Tonight ${unique()}`;
      await page.goto('/new-post');
      await expect(page.getByRole('heading', { level: 1, name: 'Create Post' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      const text = page.getByRole('textbox', {
        name: 'What would you like to share?',
      });
      await text.fill('This cramp is killing me');
      await page.waitForTimeout(800);
      await expect(page.getByText("You're not alone")).toHaveCount(0);

      await text.pressSequentially(' and honestly some days I just want to die', { delay: 5 });
      const panel = page.getByRole('region', { name: "You're not alone" });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
      await expect(panel.getByRole('link', { name: /Crisis Support page/ })).toHaveAttribute('href', '/crisis-support');
      await capture(page, 'safety-crisis-panel', width, height);

      await page.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(page).toHaveURL(/\/post\/[0-9a-f]{24}$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.context().close();
    });

    test('the privacy check removes a phone number before posting', async ({ browser, request }) => {
      const member = await apiOnboardedMember(request);
      const page = await pageAs(browser, member.token, { width, height });
      const title = `Appointments ${unique()}`;
      await page.goto('/new-post');
      await expect(page.getByRole('heading', { level: 1, name: 'Create Post' })).toBeVisible();
      await expect(page.getByText(/Photos are stripped of location and camera details/)).toBeVisible();
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await page
        .getByRole('textbox', { name: 'What would you like to share?' })
        .fill('Text me on 07700 900123 if you go to the same clinic. https://youtu.be/abc?si=XyZ123');
      await page.getByRole('button', { name: 'Post', exact: true }).click();

      const dialog = page.getByRole('alertdialog', { name: 'Before you post' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Phone number')).toBeVisible();
      await expect(dialog.getByText('Link with tracking')).toBeVisible();
      await capture(page, 'safety-privacy-check', width, height);
      // Nothing sent yet.
      await expect(page).toHaveURL(/\/new-post$/);

      await dialog.getByRole('button', { name: 'Remove phone number 07700 900123' }).click();
      await expect(dialog.getByText('Phone number')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Post anyway' }).click();

      await expect(page).toHaveURL(/\/post\/[0-9a-f]{24}$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const article = page.getByRole('main');
      await expect(article.getByText(/Text me on if you go to the same clinic/)).toBeVisible();
      await expect(article.getByText('07700 900123')).toHaveCount(0);
      await page.context().close();
    });

    test('a muted topic leaves her feed, and a content warning blurs a post until she taps Show', async ({
      browser,
      request,
    }) => {
      test.skip(
        !(await serverHas(request, 'CurrentUser', 'mutedTopics')) ||
          !(await serverHas(request, 'Post', 'contentWarning')),
        'waits for the server side of issue 20 (muted topics, content warnings)',
      );
      const member = await apiOnboardedMember(request);
      const author = await apiOnboardedMember(request);
      const [first, second] = await apiTopics(request);
      if (!first || !second) throw new Error('the server has no topics');
      const stamp = unique();
      const mutedTitle = `Muted ${stamp}`;
      const warnedTitle = `Warned ${stamp}`;
      await apiCreatePost(request, author.token, {
        title: mutedTitle,
        text: 'On a muted topic.',
        topics: [second.id],
      });
      await graphql(
        request,
        'mutation ($input: NewPostInput!) { createPost(input: $input) { id } }',
        {
          input: {
            title: warnedTitle,
            text: 'The details of a hard birth.',
            topics: [first.id],
            contentWarning: `Birth trauma ${stamp}`,
          },
        },
        authHeaders(author.token),
      );

      const page = await pageAs(browser, member.token, { width, height });
      await page.goto(`/topic/${second.id}`);
      await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
      await page.getByRole('button', { name: `Mute ${second.title}` }).click();
      await expect(page.getByRole('button', { name: `Unmute ${second.title}` })).toBeVisible();

      // Every topic's posts, newest first: the muted one's are not among them.
      await page.goto('/?filter=all');
      await expect(page.getByRole('heading', { level: 1, name: 'Real Talk' })).toBeVisible();
      const warned = page.getByRole('article', { name: warnedTitle });
      await expect(warned.getByText(`Birth trauma ${stamp}`)).toBeVisible();
      await expect(page.getByText(mutedTitle)).toHaveCount(0);
      // Blurred, and out of reach of the keyboard and screen readers, until she chooses.
      const veiled = warned.locator('[aria-hidden="true"][inert]');
      await expect(veiled).toHaveCount(1);
      await expect(veiled).toHaveClass(/blur/);
      await capture(page, 'safety-content-warning', width, height);
      await warned.getByRole('button', { name: 'Show' }).click();
      await expect(veiled).toHaveCount(0);
      await expect(warned.getByText('The details of a hard birth.')).toBeVisible();

      await page.goto('/profile');
      const muted = page.getByRole('region', { name: 'Muted topics' });
      await expect(muted.getByText(second.title)).toBeVisible();
      await page.context().close();
    });
  });
}

/** A back-office table's rows: a table's body rows from 768 px, the list's cards below (issue 22). */
const tableRows = (page: Page, name: string, width: number) =>
  width >= 768
    ? page.getByRole('table', { name, exact: true }).locator('tbody tr')
    : page.getByRole('list', { name, exact: true }).locator(':scope > li');

// The admin side of issue 20: the Privacy check card, the Needs care marks and filters, and
// setting a content warning on the admin post page.
for (const { name: device, width, height } of widths) {
  test(`an admin on a ${device} sees the privacy check counts, finds who needs care first, and sets a content warning`, async ({
    browser,
    request,
  }) => {
    test.skip(
      !(await serverHas(request, 'Query', 'privacyCheckCounts')) || !(await serverHas(request, 'Post', 'needsCare')),
      'waits for the server side of issue 20 (privacy check counts, needs care, content warnings)',
    );
    const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
    const member = await apiOnboardedMember(request);
    const reader = await apiOnboardedMember(request);
    const stamp = unique();
    const careTitle = `Hard week ${stamp}`;
    const calmTitle = `Good week ${stamp}`;
    // Sent over the API, past the browser's check: the server counts the phone number.
    const careId = await apiCreatePost(request, member.token, {
      title: careTitle,
      text: `Honestly some days I just want to die (${stamp}). Call me on 07700 900456.`,
    });
    const calmId = await apiCreatePost(request, member.token, {
      title: calmTitle,
      text: 'This cramp is killing me, but I am fine.',
    });
    await apiReport(request, reader.token, { postId: careId, reason: 'OTHER' });

    const page = await pageAs(browser, token, { width, height });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    // On a phone the counts fold away below the members (issue 36): open them.
    const folded = page.locator('details').filter({ hasText: 'Privacy check' });
    if (width <= 768) await folded.locator('summary').click();
    const card = width <= 768 ? folded : page.getByRole('region', { name: 'Privacy check' });
    await expect(card).toBeVisible();
    await expect(
      card.getByText(
        width <= 768 ? /found, last 30 days/ : 'Identifying details found in what members sent, last 30 days',
      ),
    ).toBeVisible();
    const phone = card.getByRole('term').filter({ hasText: /^Phone number$/ });
    await expect(phone).toBeVisible();
    expect(Number(await phone.locator('xpath=following-sibling::dd[1]').textContent())).toBeGreaterThan(0);
    await capture(page, 'admin-privacy-check', width, height);

    // Posts: both posts of this test, then only the one that needs care.
    await page.goto('/admin/posts');
    await expect(page.getByRole('heading', { level: 1, name: 'Post Management' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search title or text' }).fill(stamp);
    const posts = tableRows(page, 'Posts', width);
    await expect(posts).toHaveCount(2);
    // The mark is an icon named 'Needs care' (a card also shows the column's name beside it).
    await expect(posts.filter({ hasText: careTitle }).locator('[title="Needs care"]')).toHaveCount(1);
    await expect(posts.filter({ hasText: calmTitle }).locator('[title="Needs care"]')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Needs care' }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await expect(posts).toHaveCount(1);
    await expect(posts.first()).toContainText(careTitle);
    await capture(page, 'admin-posts-needs-care', width, height);

    // The Moderation Queue: the report on it, with the same mark and filter.
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation Queue' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Needs care' }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    const reports = tableRows(page, 'Reports', width);
    const report = reports.filter({ hasText: `I just want to die (${stamp})` });
    await expect(report.locator('[title="Needs care"]')).toHaveCount(1);
    await expect(reports.filter({ hasText: 'This cramp is killing me' })).toHaveCount(0);
    await capture(page, 'admin-reports-needs-care', width, height);

    // The post page says so too.
    await page.goto(`/admin/post/${careId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Post Details' })).toBeVisible();
    await expect(page.getByText('Needs care.')).toBeVisible();

    // A content warning saved and removed, on the post nobody reported.
    await page.goto(`/admin/post/${calmId}`);
    await expect(page.getByRole('heading', { level: 2, name: calmTitle })).toBeVisible();
    await expect(page.getByText('Needs care.')).toHaveCount(0);
    const field = page.getByRole('textbox', { name: 'Content warning' });
    await field.fill('x'.repeat(81));
    await expect(page.getByText('A content warning can be at most 80 characters.').first()).toBeVisible();
    await field.fill('Pregnancy loss');
    await expect(page.getByText('14/80')).toBeVisible();
    await page.getByRole('button', { name: 'Save warning' }).click();
    await expect(page.getByText('Content warning saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove warning' })).toBeVisible();
    await capture(page, 'admin-post-content-warning', width, height);

    // Members see it before the post.
    const memberPage = await pageAs(browser, reader.token, { width, height });
    await memberPage.goto(`/post/${calmId}`);
    await expect(memberPage.getByText('Pregnancy loss')).toBeVisible();
    await memberPage.context().close();

    await page.getByRole('button', { name: 'Remove warning' }).click();
    await expect(page.getByText('Content warning removed')).toBeVisible();
    await expect(field).toHaveValue('');
    await page.context().close();
  });
}
