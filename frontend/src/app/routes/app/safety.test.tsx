import { act, screen, waitFor } from '@testing-library/react';
import { routes } from '@/app/routes';
import type { CachedUser } from '@/lib/auth/session-store';
import { discreetMode } from '@/lib/discreet-mode';
import { memberPageMocks } from '@/testing/profile-fixtures';
import { renderRoute } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

const icon = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href');
const manifest = () => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.getAttribute('href');
const touchIcon = () => document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.getAttribute('href');

async function renderCrisis(signedInAs: CachedUser | null) {
  const view = renderRoute({ routes, path: '/crisis-support', signedInAs, mocks: memberPageMocks() });
  await screen.findByRole('heading', { level: 1, name: 'Crisis Support' });
  return view;
}

describe('quick exit', () => {
  it.each([
    ['signed out', null],
    ['signed in', member],
  ])('is on the page %s, with the way to clear the history', async (_, who) => {
    await renderCrisis(who);
    // The layout's (docked in its bars at every width) and the page's own.
    expect(screen.getAllByRole('button', { name: 'Quick exit' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Staying safe while you browse' })).toBeInTheDocument();
    for (const browser of ['Chrome (Android or iPhone)', 'Safari (iPhone)', 'Firefox', 'Safari (Mac)']) {
      expect(screen.getByText(browser, { selector: 'summary' })).toBeInTheDocument();
    }
    // What an installed app leaves on the device (issue 37).
    expect(screen.getByRole('heading', { name: 'If you add it to your home screen' })).toBeInTheDocument();
    expect(screen.getByText(/keeps only its own code on your device/)).toBeInTheDocument();
  });
});

describe('discreet mode', () => {
  afterEach(() => discreetMode.set(false));

  it('leaves the tab as the forum when off', async () => {
    await renderCrisis(member);
    await waitFor(() => expect(document.title).toBe('Real Talk'));
    expect(icon()).toBe('/favicon.svg');
    expect(manifest()).toBe('/manifest.webmanifest');
    expect(touchIcon()).toBe('/icons/app-192.png');
  });

  it("names the tab 'Notes' with a plain icon, and follows the switch at once", async () => {
    discreetMode.set(true);
    await renderCrisis(member);
    await waitFor(() => expect(document.title).toBe('Notes'));
    expect(icon()).toBe('/notes.svg');
    // An app installed now is 'Notes' with the notepad too (the second manifest).
    expect(manifest()).toBe('/notes.webmanifest');
    expect(touchIcon()).toBe('/icons/notes-192.png');

    act(() => discreetMode.set(false));
    await waitFor(() => expect(document.title).toBe('Real Talk'));
    expect(icon()).toBe('/favicon.svg');
    expect(manifest()).toBe('/manifest.webmanifest');
  });
});
