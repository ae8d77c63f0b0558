import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { apiOnboardedMember, expect, seedSession, test } from './support';

const avatarFixture = fileURLToPath(new URL('./fixtures/avatar.png', import.meta.url));

async function openProfile(page: Page) {
  const member = await apiOnboardedMember(page.request);
  await seedSession(page, member.token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Research' })).toBeVisible();
  return member;
}

const saved = (page: Page) => page.getByText('Saved!', { exact: true });

test("a profile change shows 'Saved!' and survives a reload", async ({ page }) => {
  await openProfile(page);
  const research = page.getByRole('switch', { name: 'Happy to be contacted for research' });
  await expect(research).not.toBeChecked();
  await research.click();
  await expect(saved(page)).toBeVisible();
  // The toast closes after 1 s, so the next 'Saved!' is the second save's own.
  await expect(saved(page)).toBeHidden();

  await page.getByRole('combobox', { name: 'Age range' }).click();
  await page.getByRole('option', { name: '35-54', exact: true }).click();
  await expect(saved(page)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Happy to be contacted for research' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Age range' })).toContainText('35-54');
});

test('a change made just before leaving the page is saved', async ({ page }) => {
  await openProfile(page);
  await page.locator('label[title="Plum"]').click();
  // Away within the 500 ms debounce, through the app's own navigation.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // Saved as the profile screen closed.
  await expect(saved(page)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('radio', { name: 'Plum' })).toBeChecked();
});

test('an avatar upload shows its progress and the preview, and survives a reload', async ({ page }) => {
  await openProfile(page);
  // Hold the upload a moment so its progress can be seen.
  await page.route('**/*', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fallback();
  });
  await page.getByLabel('Upload profile image').setInputFiles(avatarFixture);
  await expect(page.getByText(/^Uploading… \d+%$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByAltText('Preview of your new image')).toBeVisible();
  await expect(saved(page)).toBeVisible();
  await page.unroute('**/*');

  await page.reload();
  const avatar = page.getByRole('main').getByRole('img', { name: /avatar$/ });
  const image = avatar.locator('img');
  await expect(image).toBeVisible();
  await expect(image).not.toHaveAttribute('src', /^blob:/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The signed URL is cached under the file's id (spec §3), for 12 hours.
  const cached = await page.evaluate(() => Object.keys(localStorage).filter((key) => /^[0-9a-f]{24}$/.test(key)));
  expect(cached).toHaveLength(1);
  // The header's avatar shows it too.
  await expect(page.getByRole('link', { name: 'Your profile' }).locator('img')).toBeVisible();
  // …from its resized copies (issue 21): a 32 px circle does not load the original.
  await expect(page.getByRole('link', { name: 'Your profile' }).locator('img')).toHaveAttribute('srcset', / 32w/);
});

test('a file that is not an image is refused with a warning', async ({ page }) => {
  await openProfile(page);
  await page.getByLabel('Upload profile image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Please only upload an image file (webp, png, jpeg,. etc)')).toBeVisible();
});

test('deleting the account logs out, and the login then fails', async ({ page }) => {
  const member = await openProfile(page);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are You Sure?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This action cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // No 'We had some trouble logging you out…' alert: the server had ended the session already.
  const alerts: string[] = [];
  page.on('dialog', (alert) => {
    alerts.push(alert.message());
    void alert.dismiss();
  });
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Account successfully deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(alerts).toEqual([]);

  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasNotText: 'Account successfully deleted' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the profile does not scroll sideways at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openProfile(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
