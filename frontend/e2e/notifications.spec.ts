import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  apiAddComment,
  apiCreatePost,
  apiOnboardedMember,
  apiReactionTypes,
  apiTogglePostReaction,
  apiTopics,
  expect,
  newContext,
  seedSession,
  test,
  type TokenSet,
} from './support';

// Written for people to look at (gitignored), not compared against a baseline.
const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));

const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** A page of its own for a member at a width: separate storage, so members never share a session. */
async function pageAs(browser: Browser, token: TokenSet, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await seedSession(page, token);
  return page;
}

/** The whole page in one picture: the viewport grows to the page (fullPage would paint the phone's bottom bar mid-page). */
async function captureWholePage(page: Page, name: string, width: number, height: number) {
  await expect(page.getByRole('status')).toHaveCount(0);
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.max(full, height) });
  await page.screenshot({ path: `${dir}${name}-${width}.png` });
  await page.setViewportSize({ width, height });
}

for (const { name: device, width, height } of widths) {
  test(`${device} (${width} px): another member's comment, reply and reactions reach her bell and her notifications`, async ({
    page: setup,
    browser,
  }) => {
    // Arrange: her post and her comment on it; another member comments, replies to her
    // comment and reacts to the post, and a third reacts too (one batched notification).
    const her = await apiOnboardedMember(setup.request);
    const other = await apiOnboardedMember(setup.request);
    const third = await apiOnboardedMember(setup.request);
    const [topic] = await apiTopics(setup.request);
    const [meToo, second] = await apiReactionTypes(setup.request);
    if (!meToo || !second) throw new Error('the server has no reaction types');
    const title = `Night sweats at 40 (${device} ${Date.now()})`;
    const postId = await apiCreatePost(setup.request, her.token, {
      title,
      text: 'Does anyone else wake up drenched?',
      topics: topic ? [topic.id] : [],
    });
    const hers = await apiAddComment(setup.request, her.token, postId, 'It started for me last spring.');
    await apiAddComment(setup.request, other.token, postId, 'Same here, a fan by the bed helps.');
    const reply = await apiAddComment(setup.request, other.token, postId, 'Did it settle down?', hers);
    await apiTogglePostReaction(setup.request, other.token, postId, second.id);
    await apiTogglePostReaction(setup.request, third.token, postId, second.id);

    const page = await pageAs(browser, her.token, { width, height });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Real Talk' })).toBeVisible();

    // The bell (the header's on a wide screen, the bottom bar's on a phone) shows the number only.
    const bell = page.getByRole('link', { name: 'Notifications, 3 unread' });
    await expect(bell).toBeVisible();
    await expect(bell).toContainText('3');
    // Spec §9: a phone's bottom bar keeps 4 links, the bell among them.
    if (width <= 768) await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveCount(4);
    // A shared screen's tab title never tells.
    await expect(page).toHaveTitle('Real Talk');
    const bar =
      width > 768 ? page.getByRole('banner') : page.getByRole('navigation', { name: 'Quick links' });
    await bar.screenshot({ path: `${dir}notifications-bell-${width}.png` });

    // A new comment while she is away: coming back to the tab asks again at once.
    await apiAddComment(setup.request, other.token, postId, 'Also, cotton sheets.');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('link', { name: 'Notifications, 4 unread' })).toBeVisible();

    await page.getByRole('link', { name: 'Notifications, 4 unread' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('link', { name: `New: 2 members reacted to your post “${title}”.` })).toBeVisible();
    await expect(list.getByRole('link', { name: `New: A member replied to your comment on “${title}”.` })).toBeVisible();
    await expect(list.getByRole('link', { name: `New: A member commented on your post “${title}”.` })).toHaveCount(2);
    await expect(list.getByText('“Did it settle down?”')).toBeVisible();
    await expect(list.getByText('New', { exact: true })).toHaveCount(4);

    // Opening the list read them: the bell has nothing more to say, the list still shows what was new.
    await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    await page.mouse.move(0, 0);
    await captureWholePage(page, 'notifications-list', width, height);

    // The reply opens its permalink: the thread opens down to it (it was collapsed under her
    // comment), and it is in view, focused and highlighted (issue 36).
    await list.getByRole('link', { name: /A member replied to your comment/ }).click();
    await expect(page).toHaveURL(new RegExp(`/post/${postId}\\?comment=${reply}$`));
    const landed = page.getByRole('article', { name: /^Comment by / }).filter({ hasText: 'Did it settle down?' });
    await expect(landed).toBeFocused();
    await expect(landed).toBeInViewport();
    await expect(landed).toHaveAttribute('data-highlighted', 'true');
    await page.screenshot({ path: `${dir}issue36-notification-permalink-${width}.png` });

    // Coming back: all read, nothing new.
    await page.goBack();
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByText('New', { exact: true })).toHaveCount(0);
    await expect(list.getByRole('link', { name: `A member replied to your comment on “${title}”.` })).toBeVisible();
    // One more since: it alone is new, above the ones she has read.
    await apiAddComment(setup.request, other.token, postId, 'Magnesium helped me sleep.');
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expect(list.getByText('New', { exact: true })).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText('“Magnesium helped me sleep.”');
    await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    await page.mouse.move(0, 0);
    await captureWholePage(page, 'notifications-mixed', width, height);
    await page.context().close();
  });
}

test('she turns a kind of notification off on her profile, and it stays off', async ({ page: setup, browser }) => {
  const her = await apiOnboardedMember(setup.request);
  const page = await pageAs(browser, her.token, { width: 1280, height: 900 });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Notifications', exact: true });
  const reactions = section.getByRole('switch', { name: 'Reactions to your posts' });
  await expect(reactions).toBeChecked();
  await reactions.click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(reactions).not.toBeChecked();

  await page.reload();
  await expect(section.getByRole('switch', { name: 'Reactions to your posts' })).not.toBeChecked();
  await expect(section.getByRole('switch', { name: 'Comments on your posts' })).toBeChecked();
  await section.screenshot({ path: `${dir}notifications-preferences-1280.png` });
  await page.context().close();
});

test('a phone shows the empty list with its bell in the bottom bar', async ({ page: setup, browser }) => {
  const her = await apiOnboardedMember(setup.request);
  const page = await pageAs(browser, her.token, { width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await captureWholePage(page, 'notifications-empty', 375, 812);
  await page.context().close();
});
