import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  ADMIN,
  apiCreatePost,
  apiLogin,
  apiOnboardedMember,
  apiTopics,
  authHeaders,
  expect,
  graphql,
  test,
  type TokenSet,
} from './support';

// Written for people to look at (gitignored), not compared against a baseline.
const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** A word only this run's rows contain, so the tables can be narrowed to them by a search. */
const tag = `tbl${Date.now().toString(36)}`;

type Seeded = { posts: string[]; topicTitle: string; resourceTitle: string; memberEmail: string; shelf: string };

/** How many topics share the `shelf` words: two pages of ten. */
const SHELF_TOPICS = 12;

/**
 * Rows for every table, made through the API: three posts (the second reported, which
 * quarantines it at once), a report, a Second Opinion, a topic to delete, twelve topics whose
 * search has two pages, and the audit rows these leave.
 */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const admin = (await apiLogin(request, ADMIN.email, ADMIN.password)).token;
  const author = await apiOnboardedMember(request);
  const reporter = await apiOnboardedMember(request);
  const [topic] = await apiTopics(request);
  const posts: string[] = [];
  for (const [n, text] of ['first', 'second', 'third'].entries()) {
    posts.push(
      await apiCreatePost(request, author.token, {
        title: `${tag} post ${n + 1}`,
        text: `The ${text} post of this run: cramps, sleep and everything in between.`,
        topics: topic ? [topic.id] : [],
      }),
    );
  }
  await graphql(
    request,
    'mutation ($input: ReportInput!) { reportContent(input: $input) }',
    { input: { postId: posts[1], reason: 'BULLYING', explanation: `${tag}: unkind` } },
    authHeaders(reporter.token),
  );
  const resourceTitle = `${tag} guide to perimenopause`;
  await adminCall(request, admin, 'mutation ($input: SecondOpinionInput!) { saveSecondOpinion(input: $input) { id } }', {
    input: {
      title: resourceTitle,
      text: 'What the research says, in plain words.',
      featured: true,
      topicIds: topic ? [topic.id] : [],
    },
  });
  // A crash report, as a visitor's app would file it.
  await graphql(request, 'mutation ($input: CrashReportInput!) { reportCrash(input: $input) }', {
    input: {
      error: { name: 'TypeError', message: `${tag}: x is undefined`, stack: 'TypeError: x is undefined\n    at Feed' },
      location: '/',
      browser: 'Firefox 133',
    },
  });
  const topicTitle = `${tag} topic to delete`;
  await adminCall(request, admin, 'mutation ($input: TopicInput!) { saveTopic(input: $input) { id } }', {
    input: { title: topicTitle, description: 'Made by the end-to-end test.' },
  });
  const shelf = `${tag} shelf`;
  for (let n = 1; n <= SHELF_TOPICS; n += 1) {
    await adminCall(request, admin, 'mutation ($input: TopicInput!) { saveTopic(input: $input) { id } }', {
      input: { title: `${shelf} ${String(n).padStart(2, '0')}`, description: 'Two pages of these.' },
    });
  }
  return { posts, topicTitle, resourceTitle, memberEmail: author.email, shelf };
}

const adminCall = (request: APIRequestContext, token: TokenSet, query: string, variables: object) =>
  graphql(request, query, variables, authHeaders(token));

let seeded: Seeded;
test.beforeAll(async ({ request }) => {
  seeded = await seed(request);
});

test.use({ signedInAs: 'admin' });

const screens = [
  { name: 'admin-users', path: '/admin', heading: 'User Management', table: 'Users' },
  { name: 'admin-posts', path: '/admin/posts', heading: 'Post Management', table: 'Posts' },
  { name: 'admin-reports', path: '/admin/reports', heading: 'Moderation Queue', table: 'Reports' },
  { name: 'admin-resources', path: '/admin/resources', heading: 'Second Opinion Management', table: 'Second Opinions' },
  { name: 'admin-topics', path: '/admin/topics', heading: 'Health Topics', table: 'Topics' },
  { name: 'admin-audit-log', path: '/admin/audit-log', heading: 'Audit Log', table: 'Audit log' },
  { name: 'admin-crash-reports', path: '/admin/crash-reports', heading: 'Crash Reports', table: 'Crash reports' },
];

/** A table's rows: a desktop table's body rows, or a phone's cards. */
const bodyRows = (table: Locator) => table.locator('tbody tr, :scope > li');
/**
 * A table once it has loaded and no request is in flight: from 768 px a table, below it the
 * list of cards (spec §9's mobile breakpoint).
 */
async function loaded(page: Page, name: string) {
  const table = page.getByRole('table', { name, exact: true }).or(page.getByRole('list', { name, exact: true }));
  await expect(table).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  return table;
}
async function search(page: Page, label: RegExp, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

test('the admin opens each table and sees rows', async ({ page }) => {
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    const table = await loaded(page, screen.table);
    await expect(bodyRows(table).first()).toBeVisible();
    await expect(table.getByText('No results found.')).toHaveCount(0);
  }
  // The sidebar leads to the audit log and the crash reports, after Reports.
  await page.setViewportSize({ width: 1280, height: 800 });
  const links = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
  await expect(links).toContainText(['Users', 'Second Opinions', 'Topics', 'Posts', 'Reports', 'Audit Log', 'Crash Reports']);
});

test('search, the Shadow Banned filter and the sort change the posts shown', async ({ page }) => {
  await page.goto('/admin/posts');
  const table = await loaded(page, 'Posts');
  await search(page, /Search/, tag);
  await expect(bodyRows(table)).toHaveCount(3);
  // Newest first by default.
  await expect(bodyRows(table).first()).toContainText(`${tag} post 3`);
  await expect(table.getByRole('columnheader', { name: /Created At/ })).toHaveAttribute('aria-sort', 'descending');

  await table.getByRole('button', { name: /Created At/ }).click();
  await expect(table.getByRole('columnheader', { name: /Created At/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(table).first()).toContainText(`${tag} post 1`);

  // The reported post was quarantined at once.
  await page.getByRole('combobox', { name: 'Shadow Banned' }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText(`${tag} post 2`);

  // A row click opens the post's admin screen.
  await bodyRows(table).first().getByText(`${tag} post 2`, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/post/${seeded.posts[1]}$`));
});

test('the page size and the pages change the topics shown', async ({ page }) => {
  await page.goto('/admin/topics');
  const table = await loaded(page, 'Topics');
  // The seeded health topics and this run's one are more than ten.
  await expect(bodyRows(table)).toHaveCount(10);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstTitle = await bodyRows(table).first().locator('td').first().textContent();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(bodyRows(table).first().locator('td').first()).not.toHaveText(firstTitle ?? '');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1')).toBeVisible();

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '20 per page' }).click();
  await expect.poll(() => bodyRows(table).count()).toBeGreaterThan(10);
});

test("deleting a topic asks first, then toasts 'Topic deleted'", async ({ page }) => {
  await page.goto('/admin/topics');
  const table = await loaded(page, 'Topics');
  await search(page, /Search/, seeded.topicTitle);
  await expect(bodyRows(table)).toHaveCount(1);
  await table.getByRole('button', { name: `Delete topic ${seeded.topicTitle}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are You Sure?' });
  await expect(dialog).toContainText('This action cannot be undone');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Topic deleted')).toBeVisible();
  await expect(table.getByText('No results found.')).toBeVisible();
});

test('a Second Opinion row opens a preview of its cover', async ({ page }) => {
  await page.goto('/admin/resources');
  const table = await loaded(page, 'Second Opinions');
  await search(page, /Search/, seeded.resourceTitle);
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText('Yes'); // Featured?, read as text
  await bodyRows(table).first().getByText(seeded.resourceTitle, { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: seeded.resourceTitle });
  await expect(dialog).toContainText('No cover image');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
});

test('the moderation queue shows the report and filters on its status', async ({ page }) => {
  await page.goto('/admin/reports');
  const table = await loaded(page, 'Reports');
  await search(page, /Search/, tag);
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText('outstanding');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'outstanding' }).click();
  await expect(bodyRows(table)).toHaveCount(1);
});

test('an export downloads a CSV that starts with the byte-order mark and has the header row', async ({ page }) => {
  await page.goto('/admin/topics');
  await loaded(page, 'Topics');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = readFileSync(await download.path());
  expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  const [header] = bytes.subarray(3).toString('utf8').split(/\r?\n/);
  expect(header).toBe('"Title","Description","Created At"');

  // Nothing matching: the server's refusal shows as a toast.
  await search(page, /Search/, `${tag}-nothing-matches-this`);
  await expect(page.getByText('No results found.')).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('There is nothing to export.')).toBeVisible();
});

test('the users table searches by email', async ({ page }) => {
  await page.goto('/admin');
  const table = await loaded(page, 'Users');
  await search(page, /Search/, seeded.memberEmail);
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText(seeded.memberEmail);
});

for (const width of [1280, 375]) {
  test(`screenshot every admin table at ${width}px, none scrolling the page sideways`, async ({ page }) => {
    for (const screen of screens) {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await loaded(page, screen.table);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `${screen.path} scrolls sideways`).toBeLessThanOrEqual(0);
      // Grow the viewport to the page height instead of `fullPage` (see screenshots.spec.ts).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${dir}${screen.name}-${width}.png` });
      if (width > 768) {
        // (After the screenshot, so a failure can be looked at.) On a desktop every column, Actions included, fits without scrolling the table.
        const hidden = await page
          .getByRole('region', { name: `${screen.table} table` })
          .evaluate((box) => box.scrollWidth - box.clientWidth);
        expect(hidden, `${screen.path} hides columns at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
  });
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [1280, 375]) {
  test(`a reload and Back keep a table's search and page at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/topics');
    const table = await loaded(page, 'Topics');
    const searchbox = page.getByRole('searchbox', { name: /Search/ });
    await searchbox.fill(seeded.shelf);
    // The search reaches the URL 500 ms after the last key, in place of the entry it was typed on.
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText(`${SHELF_TOPICS} results`)).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(bodyRows(table)).toHaveCount(10);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]after=/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(bodyRows(table)).toHaveCount(SHELF_TOPICS - 10);
    // Paging brought the table's top into view.
    await expect(page.getByRole('searchbox', { name: /Search/ })).toBeInViewport();

    await page.reload();
    const reloaded = await loaded(page, 'Topics');
    await expect(searchbox).toHaveValue(seeded.shelf);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(bodyRows(reloaded)).toHaveCount(SHELF_TOPICS - 10);
    await expect(bodyRows(reloaded).first()).toContainText(seeded.shelf);

    await page.goBack();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(bodyRows(reloaded)).toHaveCount(10);
    await expect(searchbox).toHaveValue(seeded.shelf);
    expect(await sidewaysScroll(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);

    await page.goForward();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(bodyRows(reloaded)).toHaveCount(SHELF_TOPICS - 10);
  });
}

test("on a phone each row is a card with its buttons on screen, and a tap opens it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/posts');
  const cards = await loaded(page, 'Posts');
  await expect(page.getByRole('table')).toHaveCount(0);
  await search(page, /Search/, tag);
  await expect(bodyRows(cards)).toHaveCount(3);
  const card = bodyRows(cards).first();
  await expect(card.getByRole('term').first()).toBeVisible();
  const remove = card.getByRole('group', { name: 'Actions' }).getByRole('button', { name: /^Delete post/ });
  // Scrolled to by the page alone (nothing scrolls sideways), the button is wholly on screen.
  await remove.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - window.innerHeight / 2));
  await expect(remove).toBeInViewport({ ratio: 1 });
  expect(await sidewaysScroll(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);

  await card.getByText(`${tag} post 3`, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/post/${seeded.posts[2]}$`));
});
