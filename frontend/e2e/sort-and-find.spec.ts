import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  ADMIN,
  apiAddComment,
  apiCreatePost,
  apiLogin,
  apiOnboardedMember,
  apiReactionTypes,
  apiSaveSecondOpinion,
  apiTogglePostReaction,
  authHeaders,
  expect,
  graphql,
  newContext,
  seedSession,
  test,
  type TokenSet,
} from './support';

// Issue 36 §3: the feed's sort and its heading, comment search, a topic's own search, and the
// related Second Opinions under a post. Screenshots are for people to look at (gitignored).
const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));

const widths = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

/** A word no other test writes: letters only, so the search reads it as one word. */
function uniqueWord(seed: number) {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let n = Date.now() * 10 + seed;
  let word = '';
  while (n > 0) {
    word += letters[n % letters.length];
    n = Math.floor(n / letters.length);
  }
  return `Zo${word}`;
}

async function apiNewTopic(request: APIRequestContext, title: string) {
  const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const data = await graphql<{ saveTopic: { id: string; title: string } }>(
    request,
    'mutation ($input: TopicInput!) { saveTopic(input: $input) { id title } }',
    { input: { title, description: 'Made by the sort-and-find end-to-end test.' } },
    authHeaders(token),
  );
  return data.saveTopic;
}

async function pageAs(browser: Browser, token: TokenSet, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await seedSession(page, token);
  return page;
}

/** The screen as she sees it, once nothing is loading. */
async function shoot(page: Page, name: string) {
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.screenshot({ path: `${dir}issue36-${name}-${page.viewportSize()?.width ?? 0}.png` });
}

for (const viewport of widths) {
  test(`${viewport.width} px: Top sorts by reactions and comments, comments are found, a topic searches itself, a post shows related Second Opinions`, async ({
    browser,
    request,
  }) => {
    const word = uniqueWord(viewport.width);
    const topic = await apiNewTopic(request, `Sleep ${viewport.width} ${Date.now()}`);
    const ana = await apiOnboardedMember(request);
    const bea = await apiOnboardedMember(request);
    const busyTitle = `${word} before bed: does it help?`;
    const busy = await apiCreatePost(request, bea.token, {
      title: busyTitle,
      text: 'Two weeks of broken sleep. What worked for you?',
      topics: [topic.id],
    });
    // The newer post, with nothing yet: first under New, last under Top.
    await apiCreatePost(request, bea.token, {
      title: `Quiet question (${viewport.width})`,
      text: 'Nobody has answered yet.',
      topics: [topic.id],
    });
    const tip = `Try ${word.toLowerCase()} tea an hour before bed, it really helped me fall asleep.`;
    const tipId = await apiAddComment(request, ana.token, busy, tip);
    await apiAddComment(request, bea.token, busy, 'Thank you, I will try it tonight.', tipId);
    const [reaction] = await apiReactionTypes(request);
    await apiTogglePostReaction(request, ana.token, busy, reaction!.id);
    const article = `${word} and sleep: what the research says`;
    await apiSaveSecondOpinion(request, {
      title: article,
      text: 'A sleep specialist on what helps, and when to see a doctor.',
      author: 'Dr. Rivera',
      topicIds: [topic.id],
    });

    const page = await pageAs(browser, ana.token, viewport);

    // The topic's page: New first; Top in the URL ranks the busy post first and says so.
    await page.goto(`/topic/${topic.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Newest posts and resources' })).toBeVisible();
    const sort = page.getByRole('group', { name: 'Sort posts' });
    await expect(sort.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    await sort.getByRole('button', { name: 'Top' }).click();
    await expect(page).toHaveURL(/\?sort=top&t=week$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Top posts this week' })).toBeVisible();
    await expect(page.getByText('Ranked by reactions and comments.')).toBeVisible();
    const top = page.getByRole('list', { name: 'Top posts' });
    await expect(top.getByRole('article')).toHaveCount(2);
    await expect(top.getByRole('article').first()).toContainText(busyTitle);
    await page.getByRole('combobox', { name: 'Top of' }).selectOption('ALL_TIME');
    await expect(page).toHaveURL(/\?sort=top&t=all$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Top posts of all time' })).toBeVisible();
    await expect(top.getByRole('article').first()).toContainText(busyTitle);
    await shoot(page, 'topic-top');
    // A reload keeps the order.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Top posts of all time' })).toBeVisible();

    // The feed: each view says what it is.
    await page.goto('/?filter=popular&sort=top&t=month');
    await expect(page.getByRole('heading', { level: 2, name: 'Top in popular topics this month' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sort posts' }).getByRole('button', { name: 'Top' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await shoot(page, 'feed-top');
    await page.goto('/?filter=all');
    await expect(page.getByRole('heading', { level: 2, name: 'Newest in all topics' })).toBeVisible();

    // Comment search: the tip, with its post's title, linking to the comment in its thread.
    await page.goto(`/?q=${word.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 2, name: `Results for “${word.toLowerCase()}”` })).toBeVisible();
    await page.getByRole('group', { name: 'Show results' }).getByRole('button', { name: 'Comments' }).click();
    await expect(page).toHaveURL(/in=comments/);
    const comments = page.getByRole('list', { name: 'Comment results' });
    const hit = comments.getByRole('article').filter({ hasText: 'tea an hour before bed' });
    await expect(hit).toBeVisible();
    await expect(hit.getByRole('link', { name: busyTitle })).toHaveAttribute('href', `/post/${busy}?comment=${tipId}`);
    await expect(hit.locator('mark').first()).toHaveText(word);
    await expect(page.getByText('Showing 1 comment')).toBeVisible();
    await shoot(page, 'comment-search');

    // The topic's own search: its post and its Second Opinion, and the comment under Comments.
    await page.goto(`/topic/${topic.id}`);
    const field = page.getByRole('searchbox', { name: `Search ${topic.title}` });
    await field.fill(word.toLowerCase());
    await field.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: `Results for “${word.toLowerCase()}” in ${topic.title}` }),
    ).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('article')).toHaveCount(2);
    await expect(results.getByRole('link', { name: article })).toBeVisible();
    await shoot(page, 'topic-search');
    await page.getByRole('group', { name: 'Show results' }).getByRole('button', { name: 'Comments' }).click();
    await expect(page.getByRole('list', { name: 'Comment results' }).getByRole('article')).toHaveCount(1);

    // The busy post: the related Second Opinion between the post and its comments.
    await page.goto(`/post/${busy}`);
    const related = page.getByRole('region', { name: 'Related Second Opinions' });
    await expect(related.getByRole('link', { name: new RegExp(article) })).toHaveAttribute(
      'href',
      /^\/resource\//,
    );
    await related.scrollIntoViewIfNeeded();
    await shoot(page, 'related');
    await page.context().close();
  });
}
