import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';

// Written for people to look at (gitignored), not compared against a baseline.
const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));

const pages = [
  { name: 'home', path: '/', heading: 'Real Talk' },
  { name: 'not-found', path: '/nope', heading: 'Page Not Found' },
  { name: 'forbidden', path: '/forbidden', heading: "You can't access that" },
  { name: 'admin', path: '/admin', heading: 'User Management' },
];

for (const width of [1280, 375]) {
  for (const { name, path, heading } of pages) {
    test(`screenshot ${name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      // Grow the viewport to the page height instead of `fullPage`, which would paint the
      // fixed bottom bar in the middle of a long page.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${dir}${name}-${width}.png` });
    });
  }
}

test('screenshot the slide-in menu at 375px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Let the slide-in transition finish before capturing.
  await expect(menu).not.toHaveAttribute('data-starting-style');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}menu-375.png` });
});

test('screenshot the emoji legend at 1280px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByText('What do the emojis mean?').click();
  await expect(page.getByText('Me Too', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${dir}home-legend-1280.png`, fullPage: true });
});
