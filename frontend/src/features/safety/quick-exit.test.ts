import { sessionStore } from '@/lib/auth/session-store';
import { DEFAULT_NEUTRAL_URL, quickExit, quickExitSettings } from './quick-exit';

const token = { accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer' };

describe('quickExit', () => {
  const replace = vi.fn();
  const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}')));
  const open = vi.fn(() => null);

  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, replace });
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal('open', open);
    localStorage.clear();
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    replace.mockReset();
    open.mockReset();
    fetchSpy.mockClear();
    document.documentElement.style.visibility = '';
  });

  it('goes to the weather by default, clears this tab’s storage and keeps her signed in', () => {
    sessionStorage.setItem('something', 'kept by this tab');
    sessionStore.setToken(token);
    quickExit();
    expect(replace).toHaveBeenCalledWith(DEFAULT_NEUTRAL_URL);
    // And in a fresh tab with no history, which cannot reach back here.
    expect(open).toHaveBeenCalledWith(DEFAULT_NEUTRAL_URL, '_blank', 'noopener,noreferrer');
    expect(sessionStorage.length).toBe(0);
    expect(sessionStore.getToken()).toEqual(token);
    expect(fetchSpy).not.toHaveBeenCalled();
    // Nothing of the forum shows while the neutral page loads.
    expect(document.documentElement.style.visibility).toBe('hidden');
  });

  it('goes to the page she chose, and signs her out when she asked for that', () => {
    sessionStore.setToken(token);
    quickExitSettings.set({ url: 'https://www.bbc.co.uk/news', signOut: true });
    quickExit();
    expect(replace).toHaveBeenCalledWith('https://www.bbc.co.uk/news');
    expect(sessionStore.getToken()).toBeNull();
    expect(fetchSpy).toHaveBeenCalledWith('/graphql', expect.objectContaining({ keepalive: true }));
  });

  it('never goes to a page that is neither https nor on this site', () => {
    localStorage.setItem('safety.quickExit', JSON.stringify({ url: 'javascript:alert(1)' }));
    expect(quickExitSettings.get()).toEqual({ url: DEFAULT_NEUTRAL_URL, signOut: false });
    localStorage.setItem('safety.quickExit', JSON.stringify({ url: '/favicon.svg' }));
    expect(quickExitSettings.get().url).toBe('/favicon.svg');
  });
});

describe('the Quick exit of the first HTML', () => {
  it('is a plain link to the default neutral site, working before any script has run', async () => {
    const { default: html } = (await import('../../../index.html?raw')) as { default: string };
    const page = new DOMParser().parseFromString(html, 'text/html');
    const link = page.querySelector<HTMLAnchorElement>('#root a[data-quick-exit="static"]');
    expect(link?.textContent).toBe('Quick exit');
    expect(link?.getAttribute('href')).toBe(DEFAULT_NEUTRAL_URL);
  });
});
