import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  apiAddComment,
  apiCreatePost,
  apiMe,
  apiOnboardedMember,
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

/** A comment's text as shown (not the same words still in a box being sent). */
const shown = (page: Page, text: string) => page.locator('p').and(page.getByText(text, { exact: true }));

/** The whole page in one picture: the viewport grows to the page (fullPage would paint the phone's bottom bar mid-page). */
async function captureWholePage(page: Page, name: string, width: number, height: number) {
  await expect(page.getByRole('status')).toHaveCount(0);
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: full });
  await page.screenshot({ path: `${dir}${name}-${width}.png` });
  await page.setViewportSize({ width, height });
}

for (const { name: device, width, height } of widths) {
  test(`${device} (${width} px): she edits and deletes her own words, finds them on her profile, keeps a draft and takes her data`, async ({
    page: setup,
    browser,
  }) => {
    // Arrange: her post, her comment on it, and another member's reply to that comment.
    const author = await apiOnboardedMember(setup.request);
    const me = await apiMe(setup.request, author.token);
    const other = await apiOnboardedMember(setup.request);
    const [topic] = await apiTopics(setup.request);
    const title = `Spotting between periods ${Date.now().toString(36)}`;
    const postId = await apiCreatePost(setup.request, author.token, {
      title,
      text: 'Is this normal after stopping the pill?',
      topics: topic ? [topic.id] : [],
    });
    const mine = `It went away for me after three months (${device}).`;
    const commentId = await apiAddComment(setup.request, author.token, postId, mine);
    const reply = `Same here, it settled down (${device}).`;
    await apiAddComment(setup.request, other.token, postId, reply, commentId);

    const page = await pageAs(browser, author.token, { width, height });
    const postUrl = `/post/${postId}`;
    await page.goto(postUrl);
    const post = page.getByRole('article', { name: title });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Her post's menu: Edit and Delete, no Report; keyboard operable.
    const options = post.getByRole('button', { name: 'Post options' });
    await options.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Report' })).toHaveCount(0);
    await page.screenshot({ path: `${dir}own-post-menu-${width}.png` });

    // Edit in place.
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const text = page.getByRole('textbox', { name: 'What would you like to share?' });
    await expect(text).toHaveValue('Is this normal after stopping the pill?');
    await text.fill('Is this normal after stopping the pill? It has been two months now.');
    await page.screenshot({ path: `${dir}own-post-editing-${width}.png` });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Post updated', { exact: true })).toBeVisible();
    await expect(post.getByText('It has been two months now.')).toBeVisible();
    await expect(post.getByText('edited', { exact: true })).toBeVisible();

    // Delete her comment that has a reply: it stays as 'Deleted comment', the reply with it.
    const comment = page.getByRole('article', { name: /^Comment by / }).filter({ has: shown(page, mine) });
    await comment.getByRole('button', { name: 'Comment options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are You Sure?' });
    await expect(confirm).toContainText('This action cannot be undone');
    await confirm.getByRole('button', { name: 'Delete comment' }).click();
    await expect(page.getByText('Comment deleted', { exact: true })).toBeVisible();
    await expect(shown(page, 'Deleted comment')).toBeVisible();
    await expect(shown(page, mine)).toHaveCount(0);
    await page.getByRole('button', { name: '1 reply', expanded: false }).click();
    await expect(shown(page, reply)).toBeVisible();

    // A comment half-written survives a reload (the page asks first: she has unsent words).
    const draft = `A draft that survives a reload (${device}).`;
    const box = page.getByRole('textbox', { name: 'Join the conversation' });
    await box.fill(draft);
    // The draft is written 500 ms after the last keystroke (and on the way out).
    await page.waitForTimeout(800);
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Join the conversation' })).toHaveValue(draft);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(shown(page, draft)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Join the conversation' })).toHaveValue('');
    expect(asked.every((type) => type === 'beforeunload')).toBe(true);

    // Everything she wrote, on her profile's second tab.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Posts & comments' }).click();
    await expect(page).toHaveURL(/\/profile\/activity$/);
    const yourPosts = page.getByRole('region', { name: 'Your posts' });
    const yourComments = page.getByRole('region', { name: 'Your comments' });
    await expect(yourPosts.getByRole('link', { name: title })).toBeVisible();
    await expect(yourPosts.getByText('edited', { exact: true })).toBeVisible();
    await expect(yourComments.getByRole('link', { name: draft })).toBeVisible();
    // The deleted comment is not listed.
    await expect(yourComments.getByText(mine)).toHaveCount(0);
    await captureWholePage(page, 'own-profile-lists', width, height);
    await yourComments.getByRole('link', { name: draft }).click();
    // Her comment's permalink: it comes into view, focused (issue 36).
    await expect(page).toHaveURL(new RegExp(`${postUrl}\\?comment=[^&]+$`));
    await expect(page.getByRole('article', { name: /^Comment by / }).filter({ hasText: draft })).toBeFocused();

    // Her data, as a file.
    await page.goto('/profile');
    const downloadButton = page.getByRole('button', { name: 'Download my data' });
    await expect(downloadButton).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as unknown;
    expect(JSON.stringify(exported)).toContain(me.username);

    // Delete the post from its own page: back to the feed; its link shows a deleted post with the
    // conversation still readable, and nothing to add to it.
    await page.goto(postUrl);
    await post.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Delete post' }).click();
    await expect(page.getByText('Post deleted', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(postUrl);
    await expect(page.getByText('This post was deleted by its author.')).toBeVisible();
    await expect(shown(page, draft)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Join the conversation' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Reactions to this post' })).toHaveCount(0);
    await page.screenshot({ path: `${dir}own-deleted-post-${width}.png` });
    await page.context().close();
  });

  test(`${device} (${width} px): a post opened from the feed opens at its top`, async ({ page: setup, browser }) => {
    const member = await apiOnboardedMember(setup.request);
    const [topic] = await apiTopics(setup.request);
    const stamp = Date.now();
    // Enough posts in her Interests feed that the one she opens is far down the page.
    for (let index = 0; index < 8; index += 1) {
      await apiCreatePost(setup.request, member.token, {
        title: `Scroll check ${stamp} #${index}`,
        text: 'A longer text so that the card takes some room on the page. '.repeat(4),
        topics: topic ? [topic.id] : [],
      });
    }
    const page = await pageAs(browser, member.token, { width, height });
    await page.goto('/');
    // The oldest is the lowest on the page.
    const link = page.getByRole('link', { name: `Scroll check ${stamp} #0` });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Scroll check ${stamp} #0` })).toBeVisible();
    // Spec §9: the scroll resets 150 ms after the page opens.
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });
}
