import type { Browser, Page } from '@playwright/test';
import {
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

/** A page of its own for a member: separate storage, so she never shares the admin's session. */
async function pageAs(browser: Browser, token: TokenSet): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await seedSession(page, token);
  return page;
}

test.use({ signedInAs: 'admin' });

test('an admin opens a member from the Users table, sees her record and suspends her; she is told when she posts', async ({
  page,
  browser,
}) => {
  const member = await apiOnboardedMember(page.request);
  const [topic] = await apiTopics(page.request);
  if (!topic) throw new Error('the server has no topics');
  const postId = await apiCreatePost(page.request, member.token, {
    title: `Before ${Date.now()}`,
    text: 'Cramps again.',
    topics: [topic.id],
  });
  const { id, username } = await apiMe(page.request, member.token);

  // From the Users table to her page.
  await page.goto('/admin');
  const table = page.getByRole('table', { name: 'Users' });
  await page.getByRole('searchbox', { name: /Search/ }).fill(username);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.locator('tbody tr').first().getByText(username, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/user/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Member' })).toBeVisible();
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  const record = page.getByRole('region', { name: 'Record' });
  await expect(record.getByRole('definition').first()).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Posts' }).getByRole('link')).toHaveCount(1);

  // Suspend her for three days, with a reason.
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${username}` });
  await dialog.getByRole('spinbutton', { name: 'Days (1–365)' }).fill('3');
  await expect(dialog.getByRole('button', { name: 'Suspend' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Insults in three threads this week');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Member suspended')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lift suspension' })).toBeVisible();
  const trail = page.getByRole('region', { name: 'Audit trail' });
  await expect(trail).toContainText('Suspended');
  await expect(trail).toContainText('3 days: Insults in three threads this week');

  // She reads the feed with a calm note, and her post is refused with the server's words.
  const her = await pageAs(browser, member.token);
  await her.goto('/');
  const notice = /^Your account is suspended until \w+ \d{1,2}, \d{4}\. You can still read\.$/;
  await expect(her.getByRole('status').filter({ hasText: notice })).toBeVisible();
  await her.goto('/new-post');
  await expect(her.getByRole('heading', { level: 1, name: 'Create Post' })).toBeVisible();
  await her.getByRole('textbox', { name: 'Title' }).fill('During');
  await her.getByRole('textbox', { name: 'What would you like to share?' }).fill('Can I still post?');
  await her.getByRole('group', { name: 'Topics' }).getByText(topic.title, { exact: true }).click();
  await her.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(her.getByRole('alert').filter({ hasText: notice }).first()).toBeVisible();
  await expect(her).toHaveURL(/\/new-post$/);

  // While suspended she cannot react: the "+" that opens every reaction is disabled (a post
  // nobody reacted to has no pills, issue 36), and so is any pill there is.
  await her.goto(`/post/${postId}`);
  await expect(her.getByRole('button', { name: /^Add a reaction/ }).first()).toBeDisabled();
  const reactions = her.getByRole('list', { name: 'Reactions to this post' }).getByRole('button');
  for (const button of await reactions.all()) await expect(button).toBeDisabled();
  // Nor change the picture and colour beside everything she wrote.
  await her.goto('/profile');
  await expect(her.getByRole('status').filter({ hasText: notice })).toBeVisible();
  await expect(her.getByRole('radio', { name: 'Amber' })).toBeDisabled();
});
