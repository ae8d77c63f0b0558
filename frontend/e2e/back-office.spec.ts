import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  apiCreatePost,
  apiLogin,
  apiMe,
  apiOnboardedMember,
  apiReport,
  authHeaders,
  expect,
  graphql,
  test,
} from './support';

// Issue 22: a back office a moderation team can run. Screenshots are for people to look at.
const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));
const tag = `bo${Date.now().toString(36)}`;

test.use({ signedInAs: 'admin' });

async function screenshot(page: Page, name: string, width: number) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: `${dir}${name}-${width}.png` });
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [1280, 375]) {
  test(`the audit log reads in words and links to the item at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const member = await apiOnboardedMember(page.request);
    const title = `${tag} ${width} waiting list`;
    const postId = await apiCreatePost(page.request, member.token, { title, text: 'Six months and counting.' });
    const { token } = await apiLogin(page.request, ADMIN.email, ADMIN.password);
    await graphql(
      page.request,
      'mutation ($id: ID!) { setPostShadowBan(id: $id, isShadowBanned: true) { id } }',
      { id: postId },
      authHeaders(token),
    );
    const admin = await apiMe(page.request, token);

    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    await page.getByRole('searchbox', { name: /Search/ }).fill(title);
    // The search reaches the URL 500 ms after the last key (replacing the entry): wait for it,
    // since the new entry is on the first page even before the search applies, and a click in
    // between raced the write on a busy machine.
    await expect(page).toHaveURL(/[?&]q=/);
    const entry = page.getByText(`${admin.username} quarantined the post "${title}"`);
    await expect(entry).toBeVisible();
    const open = page.getByRole('link', { name: `Open the post ${title}` });
    await expect(open).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-audit-log-words', width);
    await open.click();
    await expect(page).toHaveURL(new RegExp(`/admin/post/${postId}$`));
  });
}

test('the Moderation Queue finds a report by its reporter, reviews the whole post, and completes reports in bulk', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const creator = await apiOnboardedMember(page.request);
  const reporter = await apiOnboardedMember(page.request);
  const reporterName = (await apiMe(page.request, reporter.token)).username;
  const posts: string[] = [];
  for (const n of [1, 2]) {
    const postId = await apiCreatePost(page.request, creator.token, {
      title: `${tag} cheap pills ${n}`,
      text: 'Buy them here.',
      links: [`https://www.cheap-pills.example/buy?ref=${n}`],
    });
    posts.push(postId);
    await apiReport(page.request, reporter.token, { postId, reason: 'FRAUD' });
  }

  await page.goto('/admin/reports');
  const table = page.getByRole('table', { name: 'Reports' });
  await expect(table).toBeVisible();
  await page.getByRole('searchbox', { name: /Search/ }).fill(reporterName);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByText('2 results')).toBeVisible();

  // The review shows the post's title and where its link really goes, as text.
  // Newest first: the second post's report. The queue shows the post's text.
  await table.locator('tbody tr').first().getByText('Buy them here.').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report Review' })).toBeVisible();
  await expect(page.getByText(`${tag} cheap pills 2`, { exact: true })).toBeVisible();
  await expect(page.getByText('cheap-pills.example', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /cheap-pills/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Her record as a writer' })).toBeVisible();
  await screenshot(page, 'admin-report-review', 1280);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back to the same search, then both reports completed at once.
  await page.goBack();
  await expect(table.locator('tbody tr')).toHaveCount(2);
  const bar = page.getByRole('group', { name: 'Selected rows' });
  await bar.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByText('2 reports marked complete')).toBeVisible();
  await expect(table.locator('tbody tr').filter({ hasText: 'complete' })).toHaveCount(2);
  await expect(bar.getByText('None selected')).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`the Reactions page adds a reaction and hides one in use at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const name = `Brave ${tag}${width}`;
    await page.goto('/admin/reactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Reactions' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reactions' }).getByRole('listitem').first()).toContainText('Me Too');

    await page.getByRole('button', { name: 'Add Reaction' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Reaction' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Emoji' }).fill('🦁');
    await dialog.getByRole('textbox', { name: 'What it means' }).fill('That took courage.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Reaction saved')).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('Used 0 times');

    await row.getByRole('button', { name: `Hide ${name}` }).click();
    await expect(page.getByText('Reaction hidden')).toBeVisible();
    await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-reactions', width);

    // Not used: it can go.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Reaction deleted')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  });
}

for (const width of [1280, 375]) {
  test(`a member's page shows her record and actions without scrolling sideways at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const member = await apiOnboardedMember(page.request);
    await apiCreatePost(page.request, member.token, { title: `${tag} member page ${width}`, text: 'My story.' });
    const { id, username } = await apiMe(page.request, member.token);
    await page.goto(`/admin/user/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Member' })).toBeVisible();
    await expect(page.getByText(username).first()).toBeVisible();
    await expect(page.getByText(`${tag} member page ${width}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Suspend/ }).first()).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-member', width);
  });
}
