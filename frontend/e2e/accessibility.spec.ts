import AxeBuilder from '@axe-core/playwright';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  apiAddComment,
  apiAdminReportId,
  apiCreatePost,
  apiMe,
  apiOnboardedMember,
  apiRegister,
  apiReport,
  apiSaveSecondOpinion,
  apiTopics,
  apiUploadImage,
  authHeaders,
  expect,
  graphql,
  newContext,
  seedSession,
  test,
} from './support';

const photo = fileURLToPath(new URL('./fixtures/sunrise.png', import.meta.url));

/** The serious and critical axe findings on the page as it is now. */
async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The screens a visitor sees signed out; every signed-in screen is walked below. */
const publicPages: { path: string; heading: string }[] = [
  { path: '/nope', heading: 'Page Not Found' },
  { path: '/forbidden', heading: "You can't access that" },
  { path: '/login', heading: 'Log in' },
  { path: '/register', heading: 'Create your account' },
  { path: '/request-reset', heading: 'Forgot your password?' },
  { path: '/reset-password?token=t&id=u', heading: 'Choose a new password' },
  // With the quick exit and the steps to clear the browser's history (issue 20).
  { path: '/crisis-support', heading: 'Crisis Support' },
];

test.describe('signed out', () => {
  for (const width of [1280, 375]) {
    for (const { path, heading } of publicPages) {
      test(`${path} at ${width}px has no serious or critical axe violation`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // Wait for data-driven content (and every request in flight) so the scan sees the finished page.
        await expect(page.getByRole('status')).toHaveCount(0);
        expect(await severeViolations(page)).toEqual([]);
      });
    }
  }
});

/**
 * Every member screen as a member sees it, and every admin screen, with content on them: axe
 * finds nothing serious or critical, and none scrolls sideways. One walk per width; each
 * screen's findings are collected (soft assertions), so one run names every screen at fault.
 */
test.describe('every member and admin screen', () => {
  test.use({ signedInAs: 'admin' });

  for (const width of [1280, 375]) {
    test(`passes axe and never scrolls sideways at ${width}px`, async ({ page, browser }) => {
      test.setTimeout(180_000);
      const member = await apiOnboardedMember(page.request);
      const other = await apiOnboardedMember(page.request);
      const [topic] = await apiTopics(page.request);
      if (!topic) throw new Error('the server has no topics');
      const image = await apiUploadImage(page.request, member.token, photo);
      const postTitle = `Walking every screen ${width}`;
      const postId = await apiCreatePost(page.request, member.token, {
        title: postTitle,
        text: 'Is it normal to feel this tired in the second trimester?',
        images: [image],
        links: ['https://www.example.org/'],
        topics: [topic.id],
      });
      const commentId = await apiAddComment(page.request, other.token, postId, 'Stop complaining.');
      await apiAddComment(page.request, other.token, postId, 'It was the same for me.');
      await apiReport(page.request, member.token, { commentId, reason: 'OTHER' });
      const reportId = await apiAdminReportId(page.request, { commentId });
      // A post that needs care, with a phone number, reported: the Needs care badges, the post
      // page's note and the Privacy check card's counts show (issue 20).
      const carePostId = await apiCreatePost(page.request, other.token, {
        title: `Some days ${width}`,
        text: 'Some days I just want to die. My number is 07700 900789.',
      });
      await apiReport(page.request, member.token, { postId: carePostId, reason: 'OTHER' });
      // The member blocks the other: the post's comments collapse, and her profile lists the other.
      const otherId = (await apiMe(page.request, other.token)).id;
      await graphql(
        page.request,
        'mutation ($userId: ID!) { blockMember(userId: $userId) }',
        { userId: otherId },
        authHeaders(member.token),
      );
      const resourceTitle = `Tiredness in pregnancy ${width}`;
      const resourceId = await apiSaveSecondOpinion(page.request, {
        title: resourceTitle,
        text: 'Why it happens.\n\nWhat helps.',
        link: 'https://www.nhs.uk/pregnancy/',
        featured: true,
        author: 'Dr. Amara Lewis',
        topicIds: [topic.id],
      });

      const memberScreens: [string, string | RegExp][] = [
        ['/', 'Real Talk'],
        // The post search's results, the matched words marked.
        ['/?q=tired second', 'Real Talk'],
        [`/topic/${topic.id}`, topic.title],
        ['/resources', 'Second Opinions'],
        [`/resource/${resourceId}`, resourceTitle],
        [`/post/${postId}`, postTitle],
        ['/new-post', 'Create Post'],
        ['/profile', 'Your Profile'],
        // Her post's comments are there, new.
        ['/notifications', 'Notifications'],
        ['/crisis-support', 'Crisis Support'],
        ['/about', 'About Us'],
      ];
      const adminScreens: [string, string | RegExp][] = [
        ['/admin', 'User Management'],
        ['/admin/resources', 'Second Opinion Management'],
        ['/admin/topics', 'Health Topics'],
        ['/admin/posts', 'Post Management'],
        ['/admin/reports', 'Moderation Queue'],
        ['/admin/audit-log', 'Audit Log'],
        ['/admin/crash-reports', 'Crash Reports'],
        ['/admin/topic/new', 'New Topic'],
        [`/admin/topic/${topic.id}`, 'Edit Topic'],
        ['/admin/resource/new', 'Create New Second Opinion'],
        [`/admin/resource/${resourceId}`, 'Edit Second Opinion'],
        [`/admin/post/${postId}`, 'Post Details'],
        [`/admin/post/${carePostId}`, 'Post Details'],
        [`/admin/report/${reportId}`, 'Report Review'],
      ];

      const visit = async (target: Page, [path, heading]: [string, string | RegExp]) => {
        await target.goto(path);
        await expect(target.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(target.getByRole('status')).toHaveCount(0);
        expect.soft(await severeViolations(target), `axe on ${path}`).toEqual([]);
        const sideways = await target.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      };

      const context = await newContext(browser, { viewport: { width, height: 900 } });
      const memberPage = await context.newPage();
      await seedSession(memberPage, member.token);
      for (const screen of memberScreens) await visit(memberPage, screen);
      await context.close();

      await page.setViewportSize({ width, height: 900 });
      for (const screen of adminScreens) await visit(page, screen);
    });
  }
});

test('a form with errors stays accessible', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please check for errors')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`the safety screens are accessible at ${width}px: the crisis panel, the privacy check, the device settings`, async ({
    browser,
  }) => {
    const context = await newContext(browser, { viewport: { width, height: 900 } });
    const page = await context.newPage();
    const member = await apiOnboardedMember(page.request);
    await seedSession(page, member.token);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await page.getByRole('switch', { name: 'Discreet mode' }).click();
    await expect(page).toHaveTitle('Notes');
    expect(await severeViolations(page)).toEqual([]);

    await page.goto('/new-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Post' })).toBeVisible();
    await page.getByRole('textbox', { name: 'What would you like to share?' }).fill('I want to die. Call me on 07700 900123');
    await expect(page.getByRole('region', { name: "You're not alone" })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Before you post' })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await context.close();
  });
}

test('onboarding stays accessible, with its alerts showing', async ({ page }) => {
  const member = await apiRegister(page.request);
  await seedSession(page, member.token);
  await page.goto('/onboarding');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select at least one topic of interest')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`the forum's pages, with content, are accessible and never scroll sideways at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const member = await apiOnboardedMember(page.request);
    const [topic] = await apiTopics(page.request);
    const image = await apiUploadImage(page.request, member.token, photo);
    const postId = await apiCreatePost(page.request, member.token, {
      title: 'A-very-long-unbroken-title-that-must-wrap-on-a-phone-instead-of-scrolling-sideways',
      text: 'https://example.org/a/very/long/address/without/any/spaces/that/should/still/wrap/nicely/on/a/phone',
      images: [image],
      links: ['https://www.example.org/a/very/long/path/that/goes/on/and/on/and/on/and/on'],
      topics: topic ? [topic.id] : [],
    });
    const comment = await apiAddComment(page.request, member.token, postId, 'First!');
    await apiAddComment(page.request, member.token, postId, 'A reply', comment);
    await seedSession(page, member.token);

    const check = async (heading: string | RegExp) => {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(await severeViolations(page)).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
    };

    await page.goto('/');
    await expect(page.getByText(/^Showing \d+ posts?$/)).toBeVisible();
    await check('Real Talk');

    await page.goto(`/post/${postId}`);
    await page.getByRole('button', { name: '1 reply' }).click();
    await expect(page.getByText('A reply', { exact: true })).toBeVisible();
    await check(/^A-very-long/);

    // The explanation dialog, open.
    await page.getByRole('button', { name: 'Add a reaction' }).first().click();
    await page.getByRole('list', { name: 'Every reaction' }).getByRole('button', { name: / Me Too, 0 reactions$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ignore' }).click();

    if (topic) {
      await page.goto(`/topic/${topic.id}`);
      await check(topic.title);
    }

    await page.goto('/new-post');
    await check('Create Post');
  });
}

test.describe('moderation and the back office', () => {
  test.use({ signedInAs: 'admin' });

  for (const width of [1280, 375]) {
    test(`the report dialog and the four admin screens are accessible at ${width}px`, async ({ page, browser }) => {
      const author = await apiOnboardedMember(page.request);
      const reader = await apiOnboardedMember(page.request);
      const [topic] = await apiTopics(page.request);
      const image = await apiUploadImage(page.request, author.token, photo);
      const postId = await apiCreatePost(page.request, author.token, {
        title: 'Is this normal?',
        text: 'First paragraph.\n\nSecond paragraph.',
        images: [image],
        links: ['https://www.example.org/'],
        topics: topic ? [topic.id] : [],
      });
      const commentId = await apiAddComment(page.request, reader.token, postId, 'Stop complaining.');

      const check = async (target: Page, heading: string) => {
        await expect(target.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(target.getByRole('status')).toHaveCount(0);
        expect(await severeViolations(target)).toEqual([]);
        const sideways = await target.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways).toBeLessThanOrEqual(0);
      };

      // The report dialog, open, as a member sees it.
      const context = await newContext(browser, { viewport: { width, height: 900 } });
      const member = await context.newPage();
      await seedSession(member, author.token);
      await member.goto(`/post/${postId}`);
      await member.getByRole('button', { name: 'Comment options' }).click();
      await member.getByRole('menuitem', { name: 'Report' }).click();
      const dialog = member.getByRole('dialog', { name: 'Report this comment' });
      await expect(dialog.getByRole('radio', { name: 'Other' })).toBeVisible();
      expect(await severeViolations(member)).toEqual([]);
      await context.close();

      await apiReport(page.request, author.token, { commentId, reason: 'OTHER' });
      const reportId = await apiAdminReportId(page.request, { commentId });

      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/post/${postId}`);
      await check(page, 'Post Details');
      await page.goto(`/admin/report/${reportId}`);
      await check(page, 'Report Review');
      await page.goto('/admin/topic/new');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await check(page, 'New Topic');
      await page.goto('/admin/resource/new');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await check(page, 'Create New Second Opinion');
    });
  }
});
