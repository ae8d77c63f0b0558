import AxeBuilder from '@axe-core/playwright';
import { apiRegister, expect, seedSession, test } from './support';

type AuditedPage = { path: string; heading: string; signedIn?: boolean };

const pages: AuditedPage[] = [
  { path: '/', heading: 'Real Talk', signedIn: true },
  { path: '/admin', heading: 'User Management', signedIn: true },
  { path: '/profile', heading: 'Your Profile', signedIn: true },
  { path: '/nope', heading: 'Page Not Found' },
  { path: '/forbidden', heading: "You can't access that" },
  { path: '/login', heading: 'Log in' },
  { path: '/register', heading: 'Create your account' },
  { path: '/request-reset', heading: 'Forgot your password?' },
  { path: '/reset-password?token=t&id=u', heading: 'Choose a new password' },
];

for (const signedIn of [true, false]) {
  test.describe(signedIn ? 'signed in' : 'signed out', () => {
    test.use({ signedInAs: signedIn ? 'admin' : null });

    for (const width of [1280, 375]) {
      for (const { path, heading } of pages.filter((page) => (page.signedIn ?? false) === signedIn)) {
        test(`${path} at ${width}px has no serious or critical axe violation`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          // Wait for data-driven content (and every request in flight) so the scan sees the finished page.
          await expect(page.getByRole('status')).toHaveCount(0);

          const results = await new AxeBuilder({ page }).analyze();
          const severe = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          expect(severe).toEqual([]);
        });
      }
    }
  });
}

test('a form with errors stays accessible', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please check for errors')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('onboarding stays accessible, with its alerts showing', async ({ page }) => {
  const member = await apiRegister(page.request);
  await seedSession(page, member.token);
  await page.goto('/onboarding');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select at least one topic of interest')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
