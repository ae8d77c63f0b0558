import AxeBuilder from '@axe-core/playwright';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { apiOnboardedMember, apiRegister, expect, expired, seedSession, test } from './support';

// Written for people to look at (gitignored), not compared against a baseline.
const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));

const CRISIS = { path: '/crisis-support', heading: 'Crisis Support' };
const ABOUT = { path: '/about', heading: 'About Us' };

/** The serious and critical axe findings on the page as it is now. */
async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How far the page scrolls sideways (nothing may: it must fit a 375 px phone). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A fresh member who has finished onboarding, signed in on `page`. */
async function signInMember(page: Page) {
  const member = await apiOnboardedMember(page.request);
  await seedSession(page, member.token);
  return member;
}

async function expectCrisisPage(page: Page) {
  await expect(page).toHaveURL(/\/crisis-support$/);
  await expect(page.getByRole('heading', { level: 1, name: CRISIS.heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'In immediate danger?' })).toBeVisible();
}

async function capture(page: Page, name: string, width: number) {
  await expect(page.getByRole('status')).toHaveCount(0);
  // Grow the viewport to the page height instead of `fullPage`, which would paint the
  // fixed bottom bar in the middle of a long page.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: `${dir}${name}-${width}.png` });
}

test.describe('Crisis Support is one tap away', () => {
  test('from the footer at 1280px when signed in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInMember(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Real Talk' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Crisis Support' }).click();
    await expectCrisisPage(page);
    // Still the member's dashboard, with its menus.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeVisible();
  });

  test('from the slide-in menu at 375px when signed in', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInMember(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Real Talk' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Sign Out' })).toBeVisible();
    await menu.getByRole('link', { name: 'Crisis Support' }).click();
    await expect(menu).toBeHidden();
    await expectCrisisPage(page);
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  });

  for (const width of [1280, 375]) {
    test(`from the public layout's link at ${width}px when logged out`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

      const link = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Crisis Support' });
      await expect(link).toBeVisible();
      await link.click();
      // Open to everyone: no detour through /login.
      await expectCrisisPage(page);
      const account = page.getByRole('navigation', { name: 'Account' });
      await expect(account.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(account.getByRole('link', { name: 'Register' })).toBeVisible();
    });
  }

  test('opened directly by a logged-out visitor, it stays put', async ({ page }) => {
    await page.goto(CRISIS.path);
    await expectCrisisPage(page);
    await expect(page.getByRole('link', { name: 'Call 988' }).first()).toHaveAttribute('href', 'tel:988');
  });

  test('opened with a stale session (expired, refresh refused), it stays put and turns public', async ({ page }) => {
    const member = await apiOnboardedMember(page.request);
    await seedSession(page, { ...expired(member.token), refreshToken: 'no-longer-valid' });
    await page.goto(CRISIS.path);
    await expectCrisisPage(page);
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/crisis-support$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('opened by a member who has not finished onboarding, it stays put', async ({ page }) => {
    const member = await apiRegister(page.request);
    await seedSession(page, member.token);
    await page.goto(CRISIS.path);
    await expectCrisisPage(page);
  });

  test('from the onboarding slide-in menu at 375px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const member = await apiRegister(page.request);
    await seedSession(page, member.token);
    await page.goto('/onboarding');
    await expect(page.getByText('Step 1 of 2')).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Sign Out' })).toBeVisible();
    await menu.getByRole('link', { name: 'Crisis Support' }).click();
    await expectCrisisPage(page);
  });
});

test.describe('the support pages at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Crisis Support never scrolls sideways, logged out or signed in', async ({ page }) => {
    await page.goto(CRISIS.path);
    await expectCrisisPage(page);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await signInMember(page);
    await page.goto(CRISIS.path);
    await expectCrisisPage(page);
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test('every link and button on Crisis Support is at least 44 px tall', async ({ page }) => {
    await page.goto(CRISIS.path);
    await expectCrisisPage(page);
    const small = await page
      .getByRole('main')
      .locator('a, button')
      .evaluateAll((controls) =>
        controls
          .map((control) => ({ name: control.textContent?.trim() ?? '', box: control.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44)
          .map(({ name, box }) => `${name}: ${Math.round(box.height)}px`),
      );
    expect(small).toEqual([]);
  });
});

for (const width of [1280, 375]) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: width > 768 ? 800 : 812 } });

    test('/crisis-support has no serious or critical axe violation, logged out', async ({ page }) => {
      await page.goto(CRISIS.path);
      await expectCrisisPage(page);
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(await severeViolations(page)).toEqual([]);
    });

    test('/crisis-support and /about have no serious or critical axe violation, signed in', async ({ page }) => {
      await signInMember(page);
      for (const { path, heading } of [CRISIS, ABOUT]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        expect(await severeViolations(page)).toEqual([]);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
      }
    });
  });
}

test.describe('screenshots', () => {
  for (const width of [1280, 375]) {
    test(`screenshot /crisis-support and /about at ${width}px`, async ({ page }) => {
      await signInMember(page);
      for (const { path, heading, name } of [
        { ...CRISIS, name: 'crisis-support' },
        { ...ABOUT, name: 'about' },
      ]) {
        await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await capture(page, name, width);
      }
    });

    test(`screenshot /crisis-support logged out at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 812 });
      await page.goto(CRISIS.path);
      await expectCrisisPage(page);
      await capture(page, 'crisis-support-public', width);
    });
  }
});
