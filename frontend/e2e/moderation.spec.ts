import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  apiAddComment,
  apiAdminReportId,
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

const photo = fileURLToPath(new URL('./fixtures/sunrise.png', import.meta.url));

const QUARANTINED = 'This comment has been reported and is currently being investigated.';
const THANKS = 'Report successfully submitted. Thank you.';

/** A page of its own for a member: separate storage, so two members never share a session. */
async function pageAs(browser: Browser, token: TokenSet): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await seedSession(page, token);
  return page;
}

/** A comment's text as shown. */
const shown = (page: Page, text: string) => page.locator('p').and(page.getByText(text, { exact: true }));

// Every page of these tests opens as the admin unless it is a member's own (pageAs).
test.use({ signedInAs: 'admin' });

test('a member reports a comment: it is hidden at once; the admin rejects the report and the comment is back', async ({
  page,
  browser,
}) => {
  const author = await apiOnboardedMember(page.request);
  const commenter = await apiOnboardedMember(page.request);
  const reader = await apiOnboardedMember(page.request);
  const commenterName = (await apiMe(page.request, commenter.token)).username;
  const title = `Is this normal? ${Date.now()}`;
  const words = `Nobody believes you anyway ${Date.now()}`;
  const postId = await apiCreatePost(page.request, author.token, { title, text: 'Cramps every month for a week.' });
  const commentId = await apiAddComment(page.request, commenter.token, postId, words);

  // The post's author reports the comment from its menu.
  const reporter = await pageAs(browser, author.token);
  await reporter.goto(`/post/${postId}`);
  const comment = reporter.getByRole('article', { name: `Comment by ${commenterName}` });
  await expect(comment.getByText(words)).toBeVisible();
  // Her own post offers Edit and Delete, never Report.
  await reporter.getByRole('button', { name: 'Post options' }).click();
  await expect(reporter.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(reporter.getByRole('menuitem', { name: 'Report' })).toHaveCount(0);
  await reporter.keyboard.press('Escape');
  await expect(reporter.getByRole('menu')).toHaveCount(0);
  await comment.getByRole('button', { name: 'Comment options' }).click();
  await reporter.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report this comment' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Bullying' }).check();
  await dialog.getByRole('textbox', { name: 'Explanation (optional)' }).fill('Dismissive and unkind.');
  await submit.click();
  await expect(reporter.getByText(THANKS)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The page reloads after 2 s: the reporter now sees the placeholder too.
  await expect(shown(reporter, QUARANTINED)).toBeVisible({ timeout: 10_000 });

  // Another member sees the placeholder, not the words.
  const other = await pageAs(browser, reader.token);
  await other.goto(`/post/${postId}`);
  await expect(shown(other, QUARANTINED)).toBeVisible();
  await expect(other.getByText(words)).toHaveCount(0);

  // The admin finds the report in the queue.
  const reportId = await apiAdminReportId(page.request, { commentId });
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation Queue' })).toBeVisible();
  await page.goto('/admin/reports');
  await page.getByRole('table', { name: 'Reports' }).locator('tbody tr').filter({ hasText: words }).click();
  await expect(page).toHaveURL(`/admin/report/${reportId}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Report Review' })).toBeVisible();
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText('Bullying', { exact: true })).toBeVisible();
  await expect(page.getByText('Dismissive and unkind.')).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveText(/outstanding/);
  await status.click();
  await page.getByRole('option', { name: 'flagged' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(status).toHaveText(/flagged/);

  // The report hid the comment: Uphold or Reject, each saying what it does.
  await expect(page.getByText('Hidden from members', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Uphold' })).toHaveAccessibleDescription(
    'Keep the comment hidden and mark the report complete.',
  );
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(
    page.getByText('Report rejected: the comment is visible to members again and the report is complete'),
  ).toBeVisible();
  await expect(page.getByText('Visible to members', { exact: true })).toBeVisible();
  await expect(status).toHaveText(/complete/);

  // The member sees the words again.
  await other.reload();
  await expect(shown(other, words)).toBeVisible();
  await expect(other.getByText(QUARANTINED)).toHaveCount(0);

  await reporter.context().close();
  await other.context().close();
});

test('the admin creates a Second Opinion with a cover and a topic; a member sees it in the feed', async ({
  page,
  browser,
}) => {
  const [topic] = await apiTopics(page.request);
  if (!topic) throw new Error('the server has no topics');
  const title = `What the evidence says about HRT ${Date.now()}`;

  await page.goto('/admin/resource/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Second Opinion' })).toBeVisible();
  // The title is required.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Text' }).fill('A GP explains what the latest research says, and what it does not.');
  await page.getByLabel('Upload cover image').setInputFiles(photo);
  await expect(page.getByAltText('Preview of your new image')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove cover image' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Link', exact: true }).fill('https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/');
  await page.getByRole('textbox', { name: 'Link title' }).fill('NHS: HRT');
  await page.getByRole('textbox', { name: 'Author' }).fill('Dr. Amara Lewis');
  await page.getByRole('switch', { name: 'Featured' }).click();
  await page.getByRole('group', { name: 'Topics' }).getByText(topic.title, { exact: true }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Second Opinion saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/resources$/);

  const member = await apiOnboardedMember(page.request);
  const reader = await pageAs(browser, member.token);
  await reader.goto('/?filter=all');
  const card = reader.getByRole('article').filter({ has: reader.getByRole('link', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: topic.title })).toBeVisible();
  await reader.context().close();
});

test('a member reports a post from her feed: it leaves her feed, and its page says it is under review', async ({
  page,
  browser,
}) => {
  const author = await apiOnboardedMember(page.request);
  const member = await apiOnboardedMember(page.request);
  const title = `Selling miracle pills ${Date.now()}`;
  const postId = await apiCreatePost(page.request, author.token, { title, text: 'DM me for the link.' });

  const reporter = await pageAs(browser, member.token);
  await reporter.goto('/?filter=all');
  const card = reporter.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Post options' }).click();
  await reporter.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: 'Fraud' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(reporter.getByText(THANKS)).toBeVisible();
  // After 2 s the feed reloads without it.
  await expect(card).toHaveCount(0, { timeout: 10_000 });

  await reporter.goto(`/post/${postId}`);
  await expect(reporter.getByText('This post has been reported and is currently under review.')).toBeVisible();

  // The admin sees it, marked, on the post detail.
  await page.goto(`/admin/post/${postId}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Shadow banned' })).toBeChecked();
  await reporter.context().close();
});
