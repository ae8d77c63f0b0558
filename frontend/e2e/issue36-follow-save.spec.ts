import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  apiAddComment,
  apiCreatePost,
  apiOnboardedMember,
  authHeaders,
  expect,
  graphql,
  newContext,
  seedSession,
  test,
  type TokenSet,
} from './support';

// Issue 36 §2: following a post, saving a post, and "New since your last visit".
// Screenshots are written for people to look at, not compared against a baseline.
const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));

const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

async function pageAs(browser: Browser, token: TokenSet, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await seedSession(page, token);
  return page;
}

for (const { name: device, width, height } of widths) {
  test(`${device} (${width} px): she follows a post and hears of its comments, unfollows it, and saves posts to her profile`, async ({
    page: setup,
    browser,
  }) => {
    const author = await apiOnboardedMember(setup.request);
    const other = await apiOnboardedMember(setup.request);
    const reader = await apiOnboardedMember(setup.request);
    const title = `Iron tablets and tiredness ${Date.now().toString(36)} ${device}`;
    const postId = await apiCreatePost(setup.request, author.token, {
      title,
      text: 'Has anyone felt better after a few weeks on them?',
    });

    const page = await pageAs(browser, reader.token, { width, height });
    await page.goto(`/post/${postId}`);
    const post = page.getByRole('article', { name: title });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Follow: the button says so, and a toast tells her what it means.
    await post.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByText("Following. You'll be notified of new comments.")).toBeVisible();
    const following = post.getByRole('button', { name: /^Following/ });
    await expect(following).toBeVisible();
    await page.screenshot({ path: `${dir}issue36-follow-${width}.png` });

    // Another member comments: she hears of it, in one notification for the post.
    await apiAddComment(setup.request, other.token, postId, 'It took about a month for me.');
    await apiAddComment(setup.request, author.token, postId, 'Thank you, that helps.');
    await page.goto('/notifications');
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('link', { name: `New: 2 members commented on “${title}”, a post you follow.` })).toBeVisible();
    await page.screenshot({ path: `${dir}issue36-follow-notification-${width}.png` });

    // Unfollow from the post page: no more notifications of its comments.
    await page.goto(`/post/${postId}`);
    await page.getByRole('article', { name: title }).getByRole('button', { name: /^Following/ }).click();
    await expect(page.getByText("Unfollowed. You won't be notified of new comments.")).toBeVisible();
    await expect(page.getByRole('article', { name: title }).getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    const followed = await graphql<{ post: { followedByMe: boolean } }>(
      setup.request,
      'query ($id: ID!) { post(id: $id) { followedByMe } }',
      { id: postId },
      authHeaders(reader.token),
    );
    expect(followed.post.followedByMe).toBe(false);

    // Save from the post card's ⋮ menu, on the feed.
    await page.goto('/?filter=all');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Save' }).click();
    await expect(page.getByText('Saved. Find it under Saved on your profile.')).toBeVisible();
    await card.getByRole('button', { name: 'Post options' }).click();
    await expect(page.getByRole('menuitem', { name: 'Remove from Saved' })).toBeVisible();
    await page.screenshot({ path: `${dir}issue36-save-menu-${width}.png` });
    await page.keyboard.press('Escape');

    // Her profile's Saved tab lists it; Remove takes it out.
    await page.goto('/profile');
    await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Saved' }).click();
    await expect(page).toHaveURL(/\/profile\/saved$/);
    const saved = page.getByRole('region', { name: 'Saved posts' });
    await expect(saved.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await page.screenshot({ path: `${dir}issue36-saved-list-${width}.png` });
    await saved.getByRole('button', { name: `Remove “${title}” from Saved` }).click();
    await expect(page.getByText('Removed from Saved.')).toBeVisible();
    await expect(saved.getByText(/Nothing saved yet/)).toBeVisible();
    await page.context().close();
  });

  test(`${device} (${width} px): the feed marks where the posts new since her last visit end`, async ({ page: setup, browser }) => {
    const member = await apiOnboardedMember(setup.request);
    const author = await apiOnboardedMember(setup.request);
    const before = `Seen before ${Date.now().toString(36)} ${device}`;
    await apiCreatePost(setup.request, author.token, { title: before, text: 'Older words.' });
    // Her last visit (the e2e server makes every feed view a visit of its own).
    await graphql(setup.request, 'mutation { markFeedSeen }', {}, authHeaders(member.token));
    const fresh = `New today ${Date.now().toString(36)} ${device}`;
    await apiCreatePost(setup.request, author.token, { title: fresh, text: 'Newer words.' });

    const page = await pageAs(browser, member.token, { width, height });
    await page.goto('/?filter=all');
    const divider = page.getByRole('separator', { name: /new since your last visit/i });
    await expect(divider).toBeVisible();
    await expect(divider).toContainText('New since your last visit');
    // The new post is above the line, the one she saw before is below it.
    const freshBox = await page.getByRole('article', { name: fresh }).boundingBox();
    const dividerBox = await divider.boundingBox();
    const beforeBox = await page.getByRole('article', { name: before }).boundingBox();
    expect(freshBox && dividerBox && beforeBox).toBeTruthy();
    expect(freshBox!.y).toBeLessThan(dividerBox!.y);
    expect(dividerBox!.y).toBeLessThan(beforeBox!.y);
    await divider.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}issue36-new-since-${width}.png` });
    await page.context().close();
  });
}
