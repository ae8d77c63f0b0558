import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = [
  { path: '/', heading: 'Real Talk' },
  { path: '/nope', heading: 'Page Not Found' },
  { path: '/forbidden', heading: "You can't access that" },
  { path: '/admin', heading: 'User Management' },
];

for (const width of [1280, 375]) {
  for (const { path, heading } of pages) {
    test(`${path} at ${width}px has no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Wait for data-driven content so the scan sees the finished page.
      await expect(page.getByRole('status')).toHaveCount(0);

      const results = await new AxeBuilder({ page }).analyze();
      const severe = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(severe).toEqual([]);
    });
  }
}
