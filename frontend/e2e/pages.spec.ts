import { expect, test } from './support';

// Every page but the error pages needs a session (spec §2): these run as the e2e admin.
test.describe('signed in', () => {
  test.use({ signedInAs: 'admin' });

  test('home lists the seeded topics as links (the All filter)', async ({ page }) => {
    // The feed opens on her Interests; the admin follows none, so ask for All.
    await page.goto('/?filter=all');
    await expect(page.getByRole('heading', { level: 1, name: 'Real Talk' })).toBeVisible();
    const topics = page.getByRole('region', { name: 'Health topics' });
    await expect(topics.getByRole('link', { name: /Menopause/ })).toBeVisible();
    expect(await topics.getByRole('link').count()).toBeGreaterThanOrEqual(10);

    await topics.getByRole('link', { name: /Menopause/ }).click();
    await expect(page).toHaveURL(/\/topic\/[0-9a-f]{24}$/);
  });

  test('the emoji legend opens and lists the reaction types', async ({ page }) => {
    await page.goto('/');
    await page.getByText('What do the emojis mean?').click();
    await expect(page.getByText('Me Too', { exact: true })).toBeVisible();
  });

  test('an unknown path shows Page Not Found and Go back leads home', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Real Talk' })).toBeVisible();
  });

  test('the admin area has its sidebar', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Users', 'Second Opinions', 'Topics', 'Posts', 'Reports', 'Site Home', 'Logout']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('has a bottom bar of at most 4 links and a slide-in menu with Sign Out', async ({ page }) => {
      await page.goto('/');
      const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
      await expect(bottomBar).toBeVisible();
      expect(await bottomBar.getByRole('link').count()).toBeLessThanOrEqual(4);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

      // While the modal menu is open the rest of the page is inert, hidden from role queries.
      const trigger = page.locator('button[aria-label="Open menu"]');
      await trigger.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: 'Sign Out' })).toBeVisible();
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  });
});

test('/forbidden explains the refusal', async ({ page }) => {
  await page.goto('/forbidden');
  await expect(page.getByRole('heading', { level: 1, name: "You can't access that" })).toBeVisible();
});

test('GraphiQL is served at /graphql from our own bundle', async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith('blob:')) {
      problems.push(`off-site request: ${request.url()}`);
    }
  });
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  await expect(page.getByRole('button', { name: /Execute query/i })).toBeVisible();
  expect(problems).toEqual([]);
});

test('GraphiQL loads the schema and runs the example query', async ({ page }) => {
  // GraphiQL introspects first; the server's depth limit must let the standard
  // introspection query through, or the editor has no schema and shows that error.
  await page.goto('/graphql');
  // The run button shows before the editor holds the example query; running earlier runs nothing.
  await expect(page.locator('.graphiql-query-editor')).toContainText('reactionTypes');
  const executed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('reactionTypes'),
  );
  await page.getByRole('button', { name: /Execute query/i }).click();
  expect(await (await executed).text()).toContain('Menopause');
  // The result editor renders only its visible lines, so look for what is always at the top.
  await expect(page.locator('.result-window')).toContainText('"data"');
});
