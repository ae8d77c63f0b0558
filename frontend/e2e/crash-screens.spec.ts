import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ADMIN, apiLogin, apiOnboardedMember, expect, newContext, seedSession, test } from './support';

// Written for people to look at (gitignored), not compared against a baseline.
const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));

const CRASH = 'Oops! Something went wrong.';

/**
 * Makes the Crisis Support page (open to every kind of viewer) throw while it renders: its
 * route module, loaded lazily, is answered by one whose component throws `message`.
 */
async function breakCrisisPage(page: Page, message: string) {
  await page.route('**/assets/crisis-support-*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export function Component() { throw new TypeError(${JSON.stringify(message)}); }`,
    }),
  );
}

/** The next crash report the app files, as sent. */
function nextCrashReport(page: Page) {
  return page.waitForRequest(
    (request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('reportCrash'),
  );
}

async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 1280;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: `${dir}${name}-${width}.png` });
}

for (const width of [1280, 375]) {
  test.describe(`a page that throws while rendering, at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
    });

    test('an anonymous visitor is told to refresh, clear the cache or contact support', async ({ page }) => {
      await breakCrisisPage(page, 'The hotline list could not be drawn');
      const reported = nextCrashReport(page);
      await page.goto('/crisis-support');
      await expect(page.getByRole('heading', { level: 1, name: CRASH })).toBeVisible();
      await expect(page.getByText(/refresh/i).first()).toBeVisible();
      await expect(page.getByText(/cache/i).first()).toBeVisible();
      await expect(page.getByText(/contact support/i).first()).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Describe what happened...' })).toHaveCount(0);
      await expect(page.getByText('The hotline list could not be drawn')).toHaveCount(0);
      // The crash is reported with the path only and the browser's family and major version.
      const sent = (await reported).postDataJSON() as { variables: { input: Record<string, unknown> } };
      expect(sent.variables.input.location).toBe('/crisis-support');
      expect(String(sent.variables.input.browser)).toMatch(/^[A-Za-z ]+ \d+$/);
      await screenshot(page, 'crash-anonymous');
    });

    test('an admin sees the error name, its message and the stack on demand', async ({ page }) => {
      const { token } = await apiLogin(page.request, ADMIN.email, ADMIN.password);
      await seedSession(page, token);
      await breakCrisisPage(page, 'The hotline list could not be drawn');
      await page.goto('/crisis-support');
      await expect(page.getByRole('heading', { level: 1, name: CRASH })).toBeVisible();
      await expect(page.getByText('TypeError', { exact: true })).toBeVisible();
      await expect(page.getByText('The hotline list could not be drawn', { exact: true })).toBeVisible();
      const toggle = page.getByRole('button', { name: 'Show stack' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('region', { name: 'Stack trace' })).toBeHidden();
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Hide stack' })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: 'Stack trace' })).toContainText('TypeError');
      await screenshot(page, 'crash-admin');
    });
  });
}

test('a member describes the crash, and the admin finds her words among the crash reports', async ({
  page,
  browser,
}) => {
  const words = `I opened Crisis Support and the page went blank ${Date.now()}`;
  for (const width of [375, 1280]) {
    const member = await apiOnboardedMember(page.request);
    const context = await newContext(browser, { viewport: { width, height: 800 } });
    const memberPage = await context.newPage();
    await seedSession(memberPage, member.token);
    await breakCrisisPage(memberPage, 'The hotline list could not be drawn');
    await memberPage.goto('/crisis-support');
    await expect(memberPage.getByRole('heading', { level: 1, name: CRASH })).toBeVisible();
    // A member sees neither the error nor its stack.
    await expect(memberPage.getByText('The hotline list could not be drawn')).toHaveCount(0);
    const field = memberPage.getByRole('textbox', { name: 'Describe what happened...' });
    const submit = memberPage.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    if (width === 375) await screenshot(memberPage, 'crash-member');
    await field.fill(`${words} (${width}px)`);
    await submit.click();
    await expect(memberPage.getByText('Thank you. Your report has been sent.')).toBeVisible();
    if (width === 1280) await screenshot(memberPage, 'crash-member');
    await context.close();
  }

  // The admin's Crash Reports table: the member's words, the path, the browser family.
  const { token } = await apiLogin(page.request, ADMIN.email, ADMIN.password);
  await seedSession(page, token);
  await page.goto('/admin/crash-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Crash Reports' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search/ }).fill(words);
  const table = page.getByRole('table', { name: 'Crash reports' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`${words} (1280px)`);
  await expect(rows.first()).toContainText('/crisis-support');
  await expect(rows.first()).toContainText('TypeError');
  // A row opens the whole report, stack included.
  await rows.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The hotline list could not be drawn');
  await expect(dialog.locator('pre')).toContainText('TypeError');
});
