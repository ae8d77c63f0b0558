import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { registerNavigator } from '@/lib/navigation';
import { session, type SessionEvent } from './session';
import { STORAGE_KEYS, type CachedUser } from './session-store';

const token = { accessToken: 'access', refreshToken: 'refresh', tokenType: 'Bearer' };
const user: CachedUser = {
  id: 'u1',
  username: 'CalmOtter123',
  profileColour: '#f7a521',
  isAdmin: false,
  onboardingComplete: true,
};
// Parsed rather than tagged, so codegen does not take this test document for an app one.
const Query = parse('query Mine { mine }');

const navigate = vi.fn();
let events: SessionEvent[] = [];
let stopListening = () => {};
let apollo: ApolloClient;

/** An Apollo cache holding something only the signed-in member may see. */
function cacheWithPrivateData() {
  apollo = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  apollo.writeQuery({ query: Query, data: { mine: 'private' } });
  session.keepDataIn(apollo);
}
const cachedData = () => apollo.readQuery({ query: Query });

function signedIn() {
  localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(token));
  localStorage.setItem(STORAGE_KEYS.cachedUser, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.lastAuthCheck, '1');
}

/** What another tab's change to the shared storage looks like to this one. */
function otherTab(key: string | null, oldValue: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
}

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  registerNavigator(navigate);
  events = [];
  stopListening = session.subscribe((event) => events.push(event));
  cacheWithPrivateData();
});
afterEach(() => {
  stopListening();
  session.keepDataIn(null);
  registerNavigator(null);
  window.history.pushState({}, '', '/');
});

describe('session', () => {
  it('ends: forgets the token, the user and the last check, clears the Apollo cache, goes to /login with next', async () => {
    signedIn();
    window.history.pushState({}, '', '/post/p1?comments=true');
    await session.end();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(cachedData()).toBeNull();
    expect(events).toEqual(['ended']);
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fpost%2Fp1%3Fcomments%3Dtrue', { replace: true });
  });

  it('ends without moving when asked (the /logout screen moves itself)', async () => {
    signedIn();
    await session.end({ redirect: false });
    expect(session.token()).toBeNull();
    expect(cachedData()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not send someone already on /login there again', async () => {
    window.history.pushState({}, '', '/login?next=%2Fabout');
    await session.end();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves someone on a page open to everyone where she is (crisis support)', async () => {
    signedIn();
    window.history.pushState({}, '', '/crisis-support');
    await session.end();
    expect(session.token()).toBeNull();
    expect(events).toEqual(['ended']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('starts: drops what an earlier visitor left in the cache, then stores the token', async () => {
    await session.start(token);
    expect(cachedData()).toBeNull();
    expect(session.token()).toEqual(token);
    expect(session.user()).toBeNull();
    expect(events).toEqual(['started']);

    session.rememberUser(user, 42);
    expect(session.user()).toEqual(user);
    expect(session.lastCheck()).toBe(42);
    expect(events).toEqual(['started', 'updated']);
  });

  it("ends with another tab's logout", async () => {
    await session.start(token);
    apollo.writeQuery({ query: Query, data: { mine: 'private' } });
    events = [];

    localStorage.clear();
    otherTab(STORAGE_KEYS.token, JSON.stringify(token), null);
    expect(events).toEqual(['ended']);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    await vi.waitFor(() => expect(cachedData()).toBeNull());
  });

  it("hears another tab's login and token refresh", async () => {
    await session.end({ redirect: false });
    events = [];
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(token));
    otherTab(STORAGE_KEYS.token, null, JSON.stringify(token));
    const rotated = JSON.stringify({ ...token, accessToken: 'next' });
    localStorage.setItem(STORAGE_KEYS.token, rotated);
    otherTab(STORAGE_KEYS.token, JSON.stringify(token), rotated);
    expect(events).toEqual(['started', 'updated']);
    expect(session.token()?.accessToken).toBe('next');
    expect(navigate).not.toHaveBeenCalled();
  });
});
