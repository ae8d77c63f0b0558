import { act, renderHook } from '@testing-library/react';
import { session } from './auth/session';
import { STORAGE_KEYS, type CachedUser } from './auth/session-store';
import { DRAFT_KEY_PREFIX, DRAFT_SAVE_DELAY_MS, drafts } from './drafts';
import { registerNavigator } from './navigation';
import { useDraft } from './use-draft';

const member = (id: string): CachedUser => ({
  id,
  username: `Member${id}`,
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
});

function signIn(user: CachedUser) {
  localStorage.setItem(STORAGE_KEYS.token, JSON.stringify({ accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer' }));
  localStorage.setItem(STORAGE_KEYS.cachedUser, JSON.stringify(user));
}

const draftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX));

beforeEach(() => {
  localStorage.clear();
  registerNavigator(vi.fn());
  signIn(member('u1'));
});
afterEach(() => {
  registerNavigator(null);
  vi.useRealTimers();
  localStorage.clear();
});

describe('drafts', () => {
  it('keeps a draft per member: saved, read back, removed', () => {
    drafts.save('new-post', { title: 'Night sweats', text: 'What helped you?' });
    expect(drafts.load('new-post')).toEqual({ title: 'Night sweats', text: 'What helped you?' });
    expect(drafts.has('comment:p1:post')).toBe(false);
    drafts.remove('new-post');
    expect(drafts.load('new-post')).toBeNull();
  });

  it('never shows one member’s draft to another on the same device', () => {
    drafts.save('comment:p1:post', 'Mine');
    signIn(member('u2'));
    expect(drafts.load('comment:p1:post')).toBeNull();
    signIn(member('u1'));
    expect(drafts.load('comment:p1:post')).toBe('Mine');
  });

  it('keeps nothing for nobody, and treats a corrupt draft as none', () => {
    localStorage.setItem(`${DRAFT_KEY_PREFIX}u1:new-post`, '{not json');
    expect(drafts.load('new-post')).toBeNull();
    localStorage.clear();
    drafts.save('new-post', { text: 'x' });
    expect(draftKeys()).toEqual([]);
  });

  it('clears every draft when the session ends (sign-out, expiry, another tab), and nothing else', async () => {
    drafts.save('new-post', { text: 'Half a thought' });
    drafts.save('comment:p1:c1', 'A reply');
    localStorage.setItem('0123456789abcdef01234567', 'a signed-URL cache entry');
    await session.end({ redirect: false });
    expect(draftKeys()).toEqual([]);
  });
});

describe('useDraft', () => {
  it('restores the kept value, saves 500 ms after the last change, and forgets on clear', () => {
    vi.useFakeTimers();
    drafts.save('comment:p1:post', 'Kept from before');
    const { result, unmount } = renderHook(() => useDraft<string>('comment:p1:post'));
    expect(result.current.initial).toBe('Kept from before');

    act(() => result.current.save('New words'));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(drafts.load('comment:p1:post')).toBe('Kept from before');
    act(() => vi.advanceTimersByTime(1));
    expect(drafts.load('comment:p1:post')).toBe('New words');

    // Sent (or discarded): a save still waiting is cancelled, so nothing writes it back.
    act(() => result.current.save('Sent words'));
    act(() => result.current.clear());
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    unmount();
    expect(drafts.load('comment:p1:post')).toBeNull();
  });

  it('keeps a sent draft cleared when the form reports the sent values again (issue 33)', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useDraft<{ text: string }>('new-post'));
    act(() => result.current.save({ text: 'Published words' }));
    act(() => result.current.clear());
    // The form's submit state changes, the page goes away: its values arrive once more.
    act(() => result.current.save({ text: 'Published words' }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    expect(drafts.load('new-post')).toBeNull();

    // New words she types afterwards are a new draft.
    act(() => result.current.save({ text: 'Something new' }));
    unmount();
    expect(drafts.load('new-post')).toEqual({ text: 'Something new' });
  });

  it('writes a waiting save at once when the form goes away or the tab closes', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useDraft<string>('comment:p1:post'));
    act(() => result.current.save('Typed just before closing'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(drafts.load('comment:p1:post')).toBe('Typed just before closing');

    act(() => result.current.save('Typed just before leaving'));
    unmount();
    expect(drafts.load('comment:p1:post')).toBe('Typed just before leaving');
  });

  it('forgets the draft when the box is emptied', () => {
    vi.useFakeTimers();
    drafts.save('comment:p1:post', 'Something');
    const { result } = renderHook(() => useDraft<string>('comment:p1:post'));
    act(() => result.current.save(null));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(drafts.load('comment:p1:post')).toBeNull();
  });
});
