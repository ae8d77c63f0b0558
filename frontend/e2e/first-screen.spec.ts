import type { Page, Request } from '@playwright/test';
import { apiCreatePost, apiOnboardedMember, apiTopics, expect, seedSession, test } from './support';

/** The answers index.html asked for and the app has not adopted yet (src/lib/early-answers.ts). */
const unadopted = (page: Page) =>
  page.evaluate(() => (window as { __forumEarly?: Map<string, unknown> }).__forumEarly?.size ?? null);

/**
 * The texts of every status that was ever on the page (spinners say what they wait for), from
 * its first moment: a page drawn from a settled cache never shows "Loading posts…".
 */
async function recordStatuses(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __statuses?: string[] }).__statuses = seen;
    new MutationObserver(() => {
      document.querySelectorAll('[role=status]').forEach((status) => {
        const text = status.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}
const statuses = (page: Page) => page.evaluate(() => (window as { __statuses?: string[] }).__statuses ?? []);

/** The GraphQL operations the page sent, by name, in order. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    names.push(body?.operationName ?? '?');
  });
  return names;
}

/** Issue 37 "No waterfall": the page's first requests leave from index.html, once. */
test.describe('the first screen asks from the page itself', () => {
  test('the feed and a post are asked for once, before the app has loaded, and shown', async ({ page }) => {
    const member = await apiOnboardedMember(page.request);
    const [topic] = await apiTopics(page.request);
    if (!topic) throw new Error('the server has no topics');
    const title = `Early bird ${Date.now().toString(36)}`;
    const postId = await apiCreatePost(page.request, member.token, { title, text: 'Up at five.', topics: [topic.id] });
    await seedSession(page, member.token);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });

    // The first load settles who she is; from then on the app remembers her (spec §3).
    await page.goto('/');
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    const operations = recordOperations(page);
    await recordStatuses(page);
    await page.reload();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    // The page waited for its early answers and drew the feed once: never a "Loading posts…".
    expect(await statuses(page)).not.toContainEqual(expect.stringMatching(/Loading posts/));
    // The inline script ran (the policy allows it by its hash) and every answer it asked for was adopted.
    expect(await unadopted(page)).toBe(0);
    expect(operations.filter((name) => name === 'Feed')).toHaveLength(1);
    expect(operations.filter((name) => name === 'HomeReactionTypes')).toHaveLength(1);
    // The route's code was preloaded from the page.
    const preloads = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel=modulepreload]'), (link) => link.getAttribute('href') ?? ''),
    );
    expect(preloads.some((href) => /\/assets\/home-[\w-]+\.js$/.test(href))).toBe(true);

    operations.length = 0;
    await page.goto(`/post/${postId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Up at five.')).toBeVisible();
    await expect(page.getByText('No comments on this post yet.')).toBeVisible();
    expect(await statuses(page)).not.toContainEqual(expect.stringMatching(/Loading comments/));
    expect(operations.filter((name) => name === 'PostPage')).toHaveLength(2);
    // One load, one request each: the page renders once its early answers are in the cache, and
    // the comments are not asked for again.
    expect(operations.filter((name) => name === 'Comments')).toHaveLength(2);
    expect(await unadopted(page)).toBe(0);
    expect(violations).toEqual([]);
  });

  test('without a session nothing is asked, and the sign-in page comes', async ({ page }) => {
    const operations = recordOperations(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible();
    expect(operations).toEqual([]);
    expect(await unadopted(page)).toBeNull();
  });
});
