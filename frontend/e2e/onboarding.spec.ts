import type { Page } from '@playwright/test';
import { apiRegister, apiTopics, apiUpdateProfile, expect, newContext, seedSession, test } from './support';

/** Picks an option of a labelled select (Base UI: a button that opens a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toContainText(option);
}

async function stepOne(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Real Talk' })).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please check for errors')).toBeVisible();
  await expect(page.getByText('Please select at least one topic of interest')).toBeVisible();

  const topics = page.getByRole('group', { name: 'Topics of interest' });
  await topics.locator('label').first().click();
  await expect(topics.getByRole('checkbox').first()).toBeChecked();
  await page.locator('label[title="Pink"]').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
}

async function privateDetails(page: Page) {
  await choose(page, 'Race', 'Asian');
  await choose(page, 'Age range', '25-34');
  await choose(page, 'Sex assigned at birth', 'Female');
  await choose(page, 'Gender', 'Prefer not to respond');
}

async function expectOnTheFeed(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Real Talk' })).toBeVisible();
  const cached = await page.evaluate(() => localStorage.getItem('cachedUserData') ?? '');
  const user = JSON.parse(cached) as Record<string, unknown>;
  expect(user.onboardingComplete).toBe(true);
  // ARCHITECTURE §4: only the routing fields, never the private details.
  expect(Object.keys(user).sort()).toEqual(['id', 'isAdmin', 'onboardingComplete', 'profileColour', 'username']);
  expect(user.profileColour).toBe('e8518d');
}

test('a new member finishes onboarding by typing her city (1280 px), and step 1 survives a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await apiRegister(page.request);
  await seedSession(page, member.token);
  await page.goto('/onboarding');
  await stepOne(page);

  // Step 1 was saved on Next: a reload starts at step 2.
  await page.reload();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();

  await page.getByRole('button', { name: 'Submit' }).click();
  for (const alert of [
    'Please select your location',
    'Please select your ethnicity',
    'Please select your age range',
    'Please select your sex assigned at birth',
    'Please select your gender identity',
  ]) {
    await expect(page.getByText(alert)).toBeVisible();
  }

  await page.getByRole('button', { name: 'Search a city' }).click();
  await page.getByRole('combobox', { name: 'Search a city' }).fill('London');
  await page.getByRole('option', { name: /^London, .*United Kingdom$/ }).first().click();
  await expect(page.getByRole('group', { name: 'Location' })).toContainText('London');
  await privateDetails(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectOnTheFeed(page);
});

test('a new member finishes onboarding with her location (375 px)', async ({ browser }) => {
  // Central London: the nearest place in the city list is London or one of its districts.
  const coordinates = { latitude: 51.5072, longitude: -0.1276 };
  const context = await newContext(browser, {
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 375, height: 812 },
    geolocation: coordinates,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const member = await apiRegister(page.request);
  await seedSession(page, member.token);
  await page.goto('/onboarding');
  await stepOne(page);

  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByRole('button', { name: 'Change location' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Location' })).toContainText('United Kingdom');
  await privateDetails(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectOnTheFeed(page);

  // The coordinates are kept nowhere in the browser.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('51.50');
  expect(stored).not.toContain('0.127');
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});

test('onboarding does not scroll sideways at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const member = await apiRegister(page.request);
  const [topic] = await apiTopics(page.request);
  await seedSession(page, member.token);
  await page.goto('/onboarding');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await apiUpdateProfile(page.request, member.token, { topicsOfInterest: [topic?.id] });
  await page.reload();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
