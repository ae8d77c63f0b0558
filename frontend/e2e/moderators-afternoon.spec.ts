import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import {
  ADMIN,
  apiAdminReportId,
  apiCreatePost,
  apiLogin,
  apiOnboardedMember,
  apiRegister,
  apiReport,
  authHeaders,
  expect,
  graphql,
  test,
} from './support';

// Issue 36 §5, a moderator's afternoon: the report review says what each decision does, the
// audit log tells members' reports from admins' actions, the Users table keeps names and emails
// whole, the phone's Users page shows members first, and toasts leave Add New alone.
const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));
const tag = `ma${Date.now().toString(36)}`;

test.use({ signedInAs: 'admin' });

async function shot(page: Page, name: string, width: number, fullPage = true) {
  await page.screenshot({ path: `${dir}issue36-${name}-${width}.png`, fullPage });
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether two elements' boxes overlap on screen. */
async function overlap(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

for (const width of [1280, 375]) {
  test(`the report review says what Hide now, Uphold and Reject do, and toasts what happened at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const author = await apiOnboardedMember(page.request);
    // A member who never finished onboarding: her report waits in the queue, hiding nothing.
    const newcomer = await apiRegister(page.request);
    const title = `${tag} ${width} is this normal`;
    const postId = await apiCreatePost(page.request, author.token, { title, text: 'Cramps every month since March.' });
    await apiReport(page.request, newcomer.token, { postId, reason: 'BULLYING' });
    const reportId = await apiAdminReportId(page.request, { postId });

    await page.goto(`/admin/report/${reportId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Report Review' })).toBeVisible();
    await expect(page.getByText('Not hidden when reported: waiting for your review')).toBeVisible();
    await expect(page.getByText('Visible to members', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /again/ })).toHaveCount(0);
    const hideNow = page.getByRole('button', { name: 'Hide now' });
    await expect(hideNow).toHaveAccessibleDescription(/This report hid nothing\. Hide the post from members while you decide/);
    await expect(page.getByRole('button', { name: 'Uphold' })).toHaveAccessibleDescription(
      'Hide the post and mark the report complete.',
    );
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveAccessibleDescription(
      "Leave the post visible and mark the report complete. Counts against the reporter's record.",
    );
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByRole('heading', { name: 'Decision' }).scrollIntoViewIfNeeded();
    await shot(page, 'report-review-queued', width);

    await hideNow.click();
    const hidden = page.getByText('The post is now hidden from members. The report stays open for your decision.');
    await expect(hidden).toBeVisible();
    await expect(page.getByText('Hidden from members', { exact: true })).toBeVisible();
    await expect(hideNow).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Uphold' })).toHaveAccessibleDescription(
      'Keep the post hidden and mark the report complete.',
    );
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveAccessibleDescription(
      "Restore the post for members and mark the report complete. Counts against the reporter's record.",
    );
    // The toast covers neither the page's own button nor the decisions.
    await expect(page.getByRole('button', { name: 'Delete report' })).toBeVisible();
    expect(await overlap(page.getByRole('alert').filter({ hasText: 'now hidden' }), page.getByRole('button', { name: 'Delete report' }))).toBe(false);
    await shot(page, 'report-review-hidden-toast', width, false);

    await page.getByRole('button', { name: 'Uphold' }).click();
    await expect(page.getByText('Report upheld: the post stays hidden and the report is complete')).toBeVisible();
    await expect(page.getByText('Upheld: hidden from members, report complete.')).toBeVisible();
    await expect(page.getByText('To decide again, set the status to outstanding.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/complete/);
    await expect(page.getByRole('button', { name: 'Uphold' })).toHaveCount(0);
    await shot(page, 'report-review-upheld', width);

    // The server refuses a decision that no longer applies, in words.
    const { token } = await apiLogin(page.request, ADMIN.email, ADMIN.password);
    const refused = await page.request.post('/graphql', {
      headers: authHeaders(token),
      data: {
        query: 'mutation ($id: ID!) { reviewReport(id: $id, decision: REJECT) { id } }',
        variables: { id: reportId },
      },
    });
    const body = (await refused.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(body.errors?.[0]?.message).toContain('already complete');
  });

  test(`the audit log tells members' reports from admins' actions at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const author = await apiOnboardedMember(page.request);
    const reporter = await apiOnboardedMember(page.request);
    const title = `${tag} ${width} audit`;
    const postId = await apiCreatePost(page.request, author.token, { title, text: 'Words.' });
    await apiReport(page.request, reporter.token, { postId, reason: 'BULLYING' });
    const reportId = await apiAdminReportId(page.request, { postId });
    const { token } = await apiLogin(page.request, ADMIN.email, ADMIN.password);
    await graphql(
      page.request,
      'mutation ($id: ID!) { reviewReport(id: $id, decision: UPHOLD) { id } }',
      { id: reportId },
      authHeaders(token),
    );
    // The reporter leaves: her row reads 'a deleted member'.
    await graphql(page.request, 'mutation { deleteAccount }', {}, authHeaders(reporter.token));

    await page.goto(`/admin/audit-log?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    await expect(page.getByText(`filed the report on "${title}", which hid it at once`)).toBeVisible();
    await expect(page.getByText(/upheld the report on/)).toBeVisible();
    await expect(page.getByText('a deleted member', { exact: true }).first()).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'audit-log-everyone', width);

    // Who: Members shows the report alone; Admins the decision alone.
    await page.getByRole('combobox', { name: 'Who' }).click();
    await page.getByRole('option', { name: 'Members' }).click();
    await expect(page).toHaveURL(/actorKind=member/);
    await expect(page.getByText(/upheld the report on/)).toHaveCount(0);
    await expect(page.getByText(`A deleted member filed the report on "${title}", which hid it at once`)).toBeVisible();
    await shot(page, 'audit-log-members', width);
    await page.getByRole('combobox', { name: 'Who' }).click();
    await page.getByRole('option', { name: 'Admins' }).click();
    await expect(page).toHaveURL(/actorKind=admin/);
    await expect(page.getByText(/upheld the report on/)).toBeVisible();
    await expect(page.getByText(/filed the report on/)).toHaveCount(0);
  });
}

test('at 1280 px the Users table cuts a long username or email with an ellipsis, whole on hover and focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `a-rather-long-address-for-the-users-table-${tag}@womens-health-research.example.org`;
  await apiRegister(page.request, email);
  await page.goto(`/admin?q=${encodeURIComponent(tag)}`);
  const table = page.getByRole('table', { name: 'Users' });
  const cell = table.locator('span.truncate').filter({ hasText: email });
  await expect(cell).toBeVisible();
  // One line, cut with an ellipsis: never broken mid-word.
  const metrics = await cell.evaluate((element) => ({
    cut: element.scrollWidth > element.clientWidth,
    overflow: getComputedStyle(element).textOverflow,
    lines: Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
  }));
  expect(metrics).toEqual({ cut: true, overflow: 'ellipsis', lines: 1 });
  await expect(cell).toHaveAttribute('title', email);
  // On keyboard focus the whole address shows.
  await cell.focus();
  const tooltip = table.locator('[aria-hidden="true"]', { hasText: email });
  await expect(tooltip).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await shot(page, 'users-truncated-focus', 1280, false);
  // No username in the table breaks over two lines either.
  const heights = await table
    .locator('tbody tr td:nth-child(2) span.truncate')
    .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().height));
  for (const height of heights) expect(height).toBeLessThan(30);
});

test('on a phone the Users page shows members on its first screen; the privacy check folds away', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  const privacy = page.locator('details').filter({ hasText: 'Privacy check' });
  await expect(privacy).toBeVisible();
  await expect(privacy).not.toHaveAttribute('open');
  await expect(privacy.getByText(/found, last 30 days|Loading/)).toBeVisible();
  // The first member is on the first screen, without scrolling.
  const cards = page.getByRole('list', { name: 'Users', exact: true });
  await expect(cards).toBeVisible();
  const first = cards.locator(':scope > li').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box && box.y).toBeLessThan(812 - 64 - 120);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await shot(page, 'users-phone-first-screen', 375, false);
  // Opened, the counts are there.
  await privacy.locator('summary').click();
  await expect(privacy).toHaveAttribute('open');
  await shot(page, 'users-phone-privacy-open', 375, false);
});

for (const width of [1280, 375]) {
  test(`a toast never covers the Add New button at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const { token } = await apiLogin(page.request, ADMIN.email, ADMIN.password);
    const topic = `${tag} ${width} topic`;
    await graphql(
      page.request,
      'mutation ($input: TopicInput!) { saveTopic(input: $input) { id } }',
      { input: { title: topic } },
      authHeaders(token),
    );
    await page.goto(`/admin/topics?q=${encodeURIComponent(topic)}`);
    const addNew = page.getByRole('link', { name: /Add New/ }).or(page.getByRole('button', { name: /Add New/ }));
    await expect(addNew.first()).toBeVisible();
    await page.getByRole('button', { name: `Delete topic ${topic}` }).click();
    await page.getByRole('alertdialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Delete' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Topic deleted' });
    await expect(toast).toBeVisible();
    expect(await overlap(toast, addNew.first())).toBe(false);
    await shot(page, 'toast-clear-of-add-new', width, false);
  });
}
