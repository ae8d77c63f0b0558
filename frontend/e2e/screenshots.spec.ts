import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  apiAddComment,
  apiAdminReportId,
  apiCreatePost,
  apiOnboardedMember,
  apiReactionTypes,
  apiRegister,
  apiReport,
  apiTogglePostReaction,
  apiTopics,
  apiUpdateProfile,
  apiUploadImage,
  expect,
  newContext,
  seedSession,
  test,
} from './support';

// Written for people to look at (gitignored), not compared against a baseline.
const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));
const photo = fileURLToPath(new URL('./fixtures/sunrise.png', import.meta.url));

type Shot = {
  name: string;
  path: string;
  heading: string;
  signedIn?: boolean;
  act?: (page: Page) => Promise<void>;
};

const shots: Shot[] = [
  { name: 'home', path: '/', heading: 'Real Talk', signedIn: true },
  { name: 'admin', path: '/admin', heading: 'User Management', signedIn: true },
  { name: 'not-found', path: '/nope', heading: 'Page Not Found' },
  { name: 'forbidden', path: '/forbidden', heading: "You can't access that" },
  { name: 'login', path: '/login', heading: 'Log in' },
  { name: 'register', path: '/register', heading: 'Create your account' },
  { name: 'request-reset', path: '/request-reset', heading: 'Forgot your password?' },
  { name: 'reset-password', path: '/reset-password?token=t&id=u', heading: 'Choose a new password' },
  {
    name: 'instructions-sent',
    path: '/request-reset',
    heading: 'Instructions sent',
    act: async (page) => {
      await page.getByLabel('Email', { exact: true }).fill('nobody@e2e.test');
      await page.getByLabel('Confirm email', { exact: true }).fill('nobody@e2e.test');
      await page.getByRole('button', { name: 'Submit' }).click();
    },
  },
  {
    name: 'register-errors',
    path: '/register',
    heading: 'Create your account',
    act: async (page) => {
      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Please check for errors')).toBeVisible();
    },
  },
];

async function capture(page: Page, name: string, width: number) {
  await expect(page.getByRole('status')).toHaveCount(0);
  // Grow the viewport to the page height instead of `fullPage`, which would paint the
  // fixed bottom bar in the middle of a long page.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: `${dir}${name}-${width}.png` });
}

for (const signedIn of [true, false]) {
  test.describe(signedIn ? 'signed in' : 'signed out', () => {
    test.use({ signedInAs: signedIn ? 'admin' : null });

    for (const width of [1280, 375]) {
      for (const { name, path, heading, act } of shots.filter(
        (shot) => (shot.signedIn ?? false) === signedIn,
      )) {
        test(`screenshot ${name} at ${width}px`, async ({ page }) => {
          await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
          await page.goto(path);
          await act?.(page);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await capture(page, name, width);
        });
      }
    }
  });
}

test.describe('signed in, menus', () => {
  test.use({ signedInAs: 'admin' });

  test('screenshot the slide-in menu at 375px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Let the slide-in transition finish before capturing.
    await expect(menu).not.toHaveAttribute('data-starting-style');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}menu-375.png` });
  });

  test('screenshot the emoji legend at 1280px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByText('What do the emojis mean?').click();
    await expect(page.getByText('Me Too', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${dir}home-legend-1280.png`, fullPage: true });
  });
});

test.describe('a member', () => {
  for (const width of [1280, 375]) {
    test(`screenshot onboarding step 1 and step 2 at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
      const member = await apiRegister(page.request);
      await seedSession(page, member.token);
      await page.goto('/onboarding');
      await expect(page.getByText('Step 1 of 2')).toBeVisible();
      await capture(page, 'onboarding-step-1', width);

      // Step 1 saved: the page opens at step 2.
      const [topic] = await apiTopics(page.request);
      await apiUpdateProfile(page.request, member.token, { topicsOfInterest: [topic?.id] });
      await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
      await page.reload();
      await expect(page.getByText('Step 2 of 2')).toBeVisible();
      await capture(page, 'onboarding-step-2', width);
    });

    test(`screenshot the profile at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
      const member = await apiOnboardedMember(page.request);
      await seedSession(page, member.token);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 2, name: 'Research' })).toBeVisible();
      await capture(page, 'profile', width);
    });
  }
});

/**
 * Waits until every image on the page has loaded, so a screenshot shows them. A full-page
 * screenshot shows images below the fold too, which `loading="lazy"` would never fetch
 * without scrolling: they are asked for now.
 */
async function imagesLoaded(page: Page) {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0)))
    .toBe(true);
}

test.describe('the forum, with posts, comments and reactions made through the API', () => {
  for (const width of [1280, 375]) {
    test(`screenshot the feed, a post and create post at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
      const author = await apiOnboardedMember(page.request);
      const reader = await apiOnboardedMember(page.request);
      const [first, second] = await apiTopics(page.request);
      const [meToo, other] = await apiReactionTypes(page.request);
      const topics = [first?.id, second?.id].filter((id): id is string => Boolean(id));

      const image = await apiUploadImage(page.request, author.token, photo);
      const postId = await apiCreatePost(page.request, author.token, {
        title: 'Night sweats are ruining my sleep — what actually helps?',
        text:
          "I'm 48 and for the last three months I wake up two or three times a night completely drenched. " +
          "I've tried a fan and lighter bedding. My GP mentioned HRT but I'd love to hear from people who've been " +
          'through it before I decide anything. Did cutting caffeine or alcohol make a difference for you? ' +
          'Anything else that helped you sleep through?',
        images: [image],
        links: ['https://www.nhs.uk/conditions/menopause/symptoms/'],
        topics,
      });
      await apiCreatePost(page.request, reader.token, {
        title: 'Finally got a diagnosis after 7 years',
        text: 'Endometriosis. If your pain is being dismissed, keep pushing. You deserve to be heard. 💛',
        topics: topics.slice(0, 1),
      });
      const comment = await apiAddComment(
        page.request,
        reader.token,
        postId,
        'Same here! A cooling pillow and no wine after 7pm made a real difference for me.',
      );
      const reply = await apiAddComment(page.request, author.token, postId, 'Thank you, I will try the pillow.', comment);
      await apiAddComment(page.request, reader.token, postId, 'Let us know how it goes!', reply);
      await apiAddComment(page.request, reader.token, postId, 'Sending you a hug, it does get better.');
      if (meToo) await apiTogglePostReaction(page.request, reader.token, postId, meToo.id);
      if (other) await apiTogglePostReaction(page.request, reader.token, postId, other.id);
      await seedSession(page, author.token);

      await page.goto('/');
      await expect(page.getByText(/^Showing \d+ posts?$/)).toBeVisible();
      await imagesLoaded(page);
      await capture(page, 'feed', width);

      await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
      await page.goto(`/post/${postId}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Comments (4)' })).toBeVisible();
      await page.getByRole('button', { name: '1 reply', expanded: false }).click();
      await expect(page.getByText('Thank you, I will try the pillow.')).toBeVisible();
      await page.getByRole('button', { name: '1 reply', expanded: false }).click();
      await expect(page.getByText('Let us know how it goes!')).toBeVisible();
      await imagesLoaded(page);
      await capture(page, 'post', width);

      // The explanation dialog after 'Me Too', as she sees it on her screen.
      await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
      await page.getByRole('list', { name: 'Reactions to this post' }).getByRole('button', { name: / Me Too, \d+ reactions?$/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Your explanation' }).fill('It has been every night for me too.');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}explain-reaction-${width}.png` });
      await dialog.getByRole('button', { name: 'Ignore' }).click();

      await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
      await page.goto('/new-post');
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Does anyone else get migraines before their period?');
      await page.getByRole('textbox', { name: 'Link URL' }).fill('https://www.nhs.uk/conditions/migraine/');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await capture(page, 'new-post', width);
    });
  }
});

test.describe('moderation and the back office, with a reported comment made through the API', () => {
  test.use({ signedInAs: 'admin' });

  for (const width of [1280, 375]) {
    test(`screenshot the report dialog, post detail, report review, topic and resource forms at ${width}px`, async ({
      page,
      browser,
    }) => {
      const height = width > 768 ? 800 : 812;
      const author = await apiOnboardedMember(page.request);
      const reader = await apiOnboardedMember(page.request);
      const topics = await apiTopics(page.request);
      const image = await apiUploadImage(page.request, author.token, photo);
      const postId = await apiCreatePost(page.request, author.token, {
        title: 'Night sweats are ruining my sleep — what actually helps?',
        text:
          "I'm 48 and for the last three months I wake up two or three times a night completely drenched.\n\n" +
          "I've tried a fan and lighter bedding. My GP mentioned HRT but I'd love to hear from people who've been through it.",
        images: [image],
        links: ['https://www.nhs.uk/conditions/menopause/symptoms/'],
        topics: topics.slice(0, 2).map((topic) => topic.id),
      });
      const commentId = await apiAddComment(
        page.request,
        reader.token,
        postId,
        'Honestly you are exaggerating, everyone gets hot at night. Stop complaining.',
      );
      await apiAddComment(page.request, reader.token, postId, 'A cooling pillow helped me a lot.');

      // The report dialog, as the post's author sees it on her phone or desktop.
      const context = await newContext(browser, { viewport: { width, height } });
      const member = await context.newPage();
      await seedSession(member, author.token);
      await member.goto(`/post/${postId}`);
      await member
        .getByRole('article', { name: /^Comment by / })
        .first()
        .getByRole('button', { name: 'Comment options' })
        .click();
      await member.getByRole('menuitem', { name: 'Report' }).click();
      const dialog = member.getByRole('dialog', { name: 'Report this comment' });
      await dialog.getByRole('radio', { name: 'Bullying' }).check();
      await dialog.getByRole('textbox', { name: 'Explanation (optional)' }).fill('Dismissive of her symptoms.');
      await member.waitForTimeout(300);
      await member.screenshot({ path: `${dir}report-dialog-${width}.png` });
      await context.close();

      await apiReport(page.request, author.token, { commentId, reason: 'BULLYING', explanation: 'Dismissive of her symptoms.' });
      const reportId = await apiAdminReportId(page.request, { commentId });

      await page.setViewportSize({ width, height });
      await page.goto(`/admin/post/${postId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Post Details' })).toBeVisible();
      await imagesLoaded(page);
      await capture(page, 'admin-post', width);

      await page.setViewportSize({ width, height });
      await page.goto(`/admin/report/${reportId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Report Review' })).toBeVisible();
      await capture(page, 'admin-report', width);

      await page.setViewportSize({ width, height });
      await page.goto('/admin/topic/new');
      await expect(page.getByRole('heading', { level: 1, name: 'New Topic' })).toBeVisible();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await capture(page, 'admin-topic', width);

      await page.setViewportSize({ width, height });
      await page.goto('/admin/resource/new');
      await expect(page.getByRole('heading', { level: 1, name: 'Create New Second Opinion' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('What the evidence says about HRT');
      await page.getByLabel('Upload cover image').setInputFiles(photo);
      await expect(page.getByAltText('Preview of your new image')).toBeVisible();
      await page.getByRole('switch', { name: 'Featured' }).click();
      if (topics[0]) await page.getByRole('group', { name: 'Topics' }).getByText(topics[0].title, { exact: true }).click();
      await imagesLoaded(page);
      await capture(page, 'admin-resource', width);
    });
  }
});
