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
  { name: 'desktop', width: 1280, height: 900, word: 'Zephyrolith' },
  { name: 'phone', width: 375, height: 812, word: 'Quillomeria' },
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

for (const { name: device, width, height, word } of widths) {
  test(`${device} (${width} px): she finds a post by a prefix, blocks its author, who can no longer reply, and unblocks her`, async ({
    page: setup,
    browser,
  }) => {
    // Arrange: B's post with a distinctive word; A's post, A's comment on it and B's comment there.
    const a = await apiOnboardedMember(setup.request);
    const b = await apiOnboardedMember(setup.request);
    const bName = (await apiMe(setup.request, b.token)).username;
    const [topic] = await apiTopics(setup.request);
    const topics = topic ? [topic.id] : [];
    const bTitle = `Living with ${word} flares`;
    await apiCreatePost(setup.request, b.token, {
      title: bTitle,
      text: `Has anyone else been told they have ${word.toLowerCase()}? The flares come every month.`,
      topics,
    });
    const aTitle = `Night sweats and sleep (${device})`;
    const aPostId = await apiCreatePost(setup.request, a.token, {
      title: aTitle,
      text: 'What helps you sleep through them?',
      topics,
    });
    const aComment = `A cool pillow helps me a little (${device}).`;
    await apiAddComment(setup.request, a.token, aPostId, aComment);
    const bComment = `You should just try harder to sleep (${device}).`;
    await apiAddComment(setup.request, b.token, aPostId, bComment);

    // A searches a prefix of the word, in capitals: the result shows with its start marked.
    const prefix = word.slice(0, 7).toUpperCase();
    const page = await pageAs(browser, a.token, { width, height });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Real Talk' })).toBeVisible();
    const field = page.getByRole('searchbox', { name: 'Search posts' });
    await field.fill(prefix);
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${prefix}$`));
    await expect(page.getByRole('heading', { level: 2, name: `Results for “${prefix}”` })).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' });
    const result = results.getByRole('article', { name: bTitle });
    await expect(result).toBeVisible();
    await expect(result.locator('mark').first()).toHaveText(word.slice(0, 7));
    await expect(result.locator('mark')).toHaveCount(2);
    await expect(page.getByRole('status')).toHaveCount(0);
    await page.screenshot({ path: `${dir}search-results-${width}.png` });

    // A reload keeps the search; the × button goes back to the feed.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue(prefix);
    await expect(results.getByRole('article', { name: bTitle })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Newest in your topics' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // On her post, A blocks B from the ⋮ menu of B's comment: it collapses.
    await page.goto(`/post/${aPostId}`);
    await expect(page.getByRole('heading', { level: 1, name: aTitle })).toBeVisible();
    const theirs = page.getByRole('article', { name: `Comment by ${bName}` });
    await expect(theirs).toContainText(bComment);
    await theirs.getByRole('button', { name: 'Comment options' }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Block ${bName}?` });
    await expect(confirm).toContainText("They won't be able to reply to you or comment on your posts");
    await page.screenshot({ path: `${dir}block-dialog-${width}.png` });
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect(page.getByText(`You blocked ${bName}. You won't see their posts.`)).toBeVisible();
    const collapsed = page.getByRole('article', { name: 'You blocked this member' });
    await expect(collapsed).toBeVisible();
    await expect(shown(page, bComment)).toHaveCount(0);
    await expect(collapsed.getByRole('button', { name: 'Reply' })).toHaveCount(0);
    // A reload: the server sends it collapsed too.
    await page.reload();
    await expect(page.getByRole('article', { name: 'You blocked this member' })).toBeVisible();
    await expect(shown(page, bComment)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
    await page.getByRole('article', { name: 'You blocked this member' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}blocked-comment-${width}.png` });

    // B's posts are gone from A's search.
    await page.goto(`/?q=${prefix}`);
    await expect(page.getByText(`No posts match “${prefix}”.`)).toBeVisible();

    // B, in her own browser, tries to answer A's comment: the server refuses, and the box says so.
    const other = await pageAs(browser, b.token, { width, height });
    await other.goto(`/post/${aPostId}`);
    const hers = other.getByRole('article', { name: /^Comment by / }).filter({ has: shown(other, aComment) });
    await hers.getByRole('button', { name: 'Reply' }).click();
    const replyBox = hers.getByRole('textbox', { name: /^Replying to / });
    await replyBox.fill('Have you tried a fan?');
    await hers.getByRole('button', { name: 'Send reply' }).click();
    await expect(hers.getByRole('alert')).toHaveText("You can't reply here.");
    await expect(replyBox).toHaveValue('Have you tried a fan?');
    await other.context().close();

    // A unblocks B on her profile.
    await page.goto('/profile');
    const blocked = page.getByRole('region', { name: 'Blocked members' });
    await expect(blocked.getByText(bName, { exact: true })).toBeVisible();
    await blocked.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}blocked-members-${width}.png` });
    await blocked.getByRole('button', { name: `Unblock ${bName}` }).click();
    await expect(page.getByText(`You unblocked ${bName}. You'll see their posts again.`)).toBeVisible();
    await expect(blocked.getByText("You haven't blocked anyone.")).toBeVisible();

    // B's comment reads as written again, and her post is found again.
    await page.goto(`/post/${aPostId}`);
    await expect(shown(page, bComment)).toBeVisible();
    await page.goto(`/?q=${prefix}`);
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article', { name: bTitle })).toBeVisible();
    await page.context().close();
  });
}
