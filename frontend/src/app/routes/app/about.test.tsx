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

async function renderAbout() {
  const view = renderRoute({ routes, path: '/about', signedInAs: member, mocks: memberPageMocks() });
  await screen.findByRole('heading', { level: 1, name: 'About Us' });
  return view;
}

describe('/about', () => {
  it('says why the community exists, with the funding claim as a claim', async () => {
    await renderAbout();
    const why = screen.getByRole('region', { name: 'Why this community exists' });
    expect(why).toHaveTextContent("less than 4% of health research funding goes to women's health");
  });

  it('explains how it works and what happens to her data', async () => {
    await renderAbout();
    for (const name of ['How it works', 'Your data, in plain language', 'Credits']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const data = screen.getByRole('region', { name: 'Your data, in plain language' });
    for (const name of ['What we keep', 'What we never keep', 'Deleting your account']) {
      expect(within(data).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(data).toHaveTextContent('IP address');
    expect(data).toHaveTextContent('Profile → Delete Account');
  });

  it('credits GeoNames under CC BY 4.0, with links', async () => {
    await renderAbout();
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(credits).toHaveTextContent(
      'Place names come from GeoNames (geonames.org), licensed under Creative Commons Attribution 4.0 (CC BY 4.0).',
    );
    const geonames = within(credits).getByRole('link', { name: /geonames\.org/ });
    expect(geonames).toHaveAttribute('href', 'https://www.geonames.org/');
    const licence = within(credits).getByRole('link', { name: /CC BY 4\.0/ });
    expect(licence).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    for (const link of [geonames, licence]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('points to Crisis Support', async () => {
    await renderAbout();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Crisis Support' })).toHaveAttribute(
      'href',
      '/crisis-support',
    );
  });

  it('stays members-only: a logged-out visitor goes to /login', async () => {
    const { router } = renderRoute({ routes, path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fabout');
  });
});
