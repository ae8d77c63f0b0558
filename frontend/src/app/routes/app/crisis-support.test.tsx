import { screen, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import type { CachedUser } from '@/lib/auth/session-store';
import { memberPageMocks } from '@/testing/profile-fixtures';
import { renderRoute } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

function renderCrisis(signedInAs: CachedUser | null = null) {
  return renderRoute({ routes, path: '/crisis-support', signedInAs, mocks: memberPageMocks() });
}

const page = () => screen.findByRole('heading', { level: 1, name: 'Crisis Support' });

describe('/crisis-support', () => {
  it('puts the emergency advice first, then one section per country', async () => {
    renderCrisis();
    await page();
    const main = screen.getByRole('main');
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'In immediate danger?',
      'United States',
      'United Kingdom',
      'Canada',
      'Australia',
      'Ireland',
      'International',
      'Staying safe while you browse',
    ]);

    const emergency = screen.getByRole('region', { name: 'In immediate danger?' });
    expect(emergency).toHaveTextContent(/call your local emergency number/);
    for (const number of ['911', '999', '112', '000']) {
      expect(within(emergency).getAllByRole('link', { name: `Call ${number}` })[0]).toHaveAttribute(
        'href',
        `tel:${number}`,
      );
    }
  });

  it('shows when the list was last reviewed', async () => {
    renderCrisis();
    await page();
    expect(screen.getByText(/^Last reviewed:/)).toHaveTextContent('Last reviewed: November 24, 2026');
  });

  it('links each way of reaching a service by what it does', async () => {
    renderCrisis();
    await page();
    const us = screen.getByRole('region', { name: 'United States' });
    const lifeline = within(us).getByRole('article', { name: '988 Suicide & Crisis Lifeline' });
    expect(within(lifeline).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(lifeline).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(within(lifeline).getByText('24/7')).toBeInTheDocument();
    expect(within(us).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741');

    const psi = within(us).getByRole('article', { name: 'Postpartum Support International HelpLine' });
    expect(psi).toHaveTextContent('This is not a crisis line.');

    const uk = screen.getByRole('region', { name: 'United Kingdom' });
    expect(within(uk).getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(within(uk).getByRole('link', { name: 'Text SHOUT to 85258' })).toHaveAttribute('href', 'sms:85258');
  });

  it('opens every website in a new tab without giving it this page', async () => {
    renderCrisis();
    await page();
    const external = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('http'));
    expect(external.length).toBeGreaterThan(5);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    expect(screen.getByRole('link', { name: /^Visit findahelpline\.com/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    );
  });

  it('jumps to each country from the list at the top', async () => {
    renderCrisis();
    await page();
    const countries = screen.getByRole('navigation', { name: 'Countries' });
    expect(within(countries).getByRole('link', { name: 'United Kingdom' })).toHaveAttribute('href', '#united-kingdom');
    expect(document.getElementById('united-kingdom')).toBe(screen.getByRole('region', { name: 'United Kingdom' }));
  });
});

describe('who can open /crisis-support', () => {
  it('is open to a logged-out visitor, in the public layout with its links', async () => {
    const { router } = renderCrisis();
    await page();
    expect(router.state.location.pathname).toBe('/crisis-support');
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Crisis Support' })).toHaveAttribute('href', '/crisis-support');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows a signed-in member the dashboard layout and its menus', async () => {
    const { router, user } = renderCrisis(member);
    await page();
    expect(router.state.location.pathname).toBe('/crisis-support');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Crisis Support' })).toHaveAttribute('href', '/crisis-support');
    expect(within(footer).getByRole('link', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();

    // The drawer's own trigger, once the app is idle (a stand-in button shows until then).
    await user.click(await screen.findByRole('button', { name: 'Open menu', expanded: false }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Crisis Support' })).toHaveAttribute('href', '/crisis-support');
    expect(within(menu).getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/logout');
  });

  it('is open to a member who has not finished onboarding, in the onboarding frame', async () => {
    const { router, user } = renderCrisis({ ...member, onboardingComplete: false });
    await page();
    expect(router.state.location.pathname).toBe('/crisis-support');
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Crisis Support' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    // The drawer's own trigger, once the app is idle (a stand-in button shows until then).
    await user.click(await screen.findByRole('button', { name: 'Open menu', expanded: false }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Crisis Support' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/logout');
  });

  it('offers it from the onboarding screen too', async () => {
    renderRoute({ routes, path: '/onboarding', signedInAs: { ...member, onboardingComplete: false }, mocks: memberPageMocks() });
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Crisis Support' })).toHaveAttribute('href', '/crisis-support');
  });

  it('is linked from the logged-out screens', async () => {
    renderRoute({ routes, path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Crisis Support' })).toHaveAttribute('href', '/crisis-support');
  });
});
