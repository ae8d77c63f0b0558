import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

/** The admin the global setup creates with `forum create-admin`. */
export const ADMIN = { email: 'admin@e2e.test', password: 'Adm1n!pass-long' };

export type TokenSet = { accessToken: string; refreshToken: string; tokenType: string };
type AuthPayload = { token: TokenSet; redirectUrl: string };
/** The signed-in member as `me` describes them: what the app caches as `cachedUserData`. */
export type Me = {
  id: string;
  username: string;
  profileColour: string;
  isAdmin: boolean;
  onboardingComplete: boolean;
};

const AUTH_FIELDS = 'token { accessToken refreshToken tokenType } redirectUrl';

/** The headers of a call made with `token`. */
export const authHeaders = (token: TokenSet) => ({
  Authorization: `${token.tokenType} ${token.accessToken}`,
  'X-Refresh-Token': token.refreshToken,
});

/** One GraphQL call; fails the test on any GraphQL error. */
/**
 * A browser context for a test of its own: like the configured ones, with reduced motion, so
 * that no menu or dialog is clicked halfway through its opening transition on a busy machine.
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({ reducedMotion: 'reduce', ...options });
}

export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: object = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data as T;
}

export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const data = await graphql<{ login: AuthPayload }>(
    request,
    `mutation ($input: LoginInput!) { login(input: $input) { ${AUTH_FIELDS} } }`,
    { input: { email, password } },
  );
  return data.login;
}

/** Who `token` belongs to: login and register answer only tokens (the app asks `me` next). */
export async function apiMe(request: APIRequestContext, token: TokenSet): Promise<Me> {
  const data = await graphql<{ me: Me | null }>(
    request,
    '{ me { id username profileColour isAdmin onboardingComplete } }',
    {},
    authHeaders(token),
  );
  expect(data.me).not.toBeNull();
  return data.me as Me;
}

let counter = 0;
/** A fresh, unique email address for a test member. */
export function uniqueEmail(prefix = 'member') {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@e2e.test`;
}

export const MEMBER_PASSWORD = 'Member-pass-1';

/** Registers a member through the API: their onboarding is not complete yet. */
export async function apiRegister(
  request: APIRequestContext,
  email = uniqueEmail(),
  password = MEMBER_PASSWORD,
) {
  const { usernameSuggestion } = await graphql<{ usernameSuggestion: string }>(
    request,
    '{ usernameSuggestion }',
  );
  const data = await graphql<{ register: AuthPayload }>(
    request,
    `mutation ($input: RegisterInput!) { register(input: $input) { ${AUTH_FIELDS} } }`,
    {
      input: {
        email,
        password,
        confirmPassword: password,
        username: usernameSuggestion,
        tos: true,
        contact: false,
      },
    },
  );
  return { email, password, ...data.register };
}

/**
 * Stores a session the way the app does after login (only the token: the app asks the
 * server who it belongs to). Once per page, so a test that logs out stays logged out.
 */
export async function seedSession(page: Page, token: TokenSet) {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('token', value);
  }, JSON.stringify(token));
}

/**
 * The same access token with its expiry in the past, signed with the server's own secret
 * (kept in its data directory), so the refresh path can be tested without waiting 15 minutes.
 */
export function expired(token: TokenSet): TokenSet {
  const secret = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'secret'), 'utf8').trim();
  const [header = '', payload = ''] = token.accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const past = Math.floor(Date.now() / 1000) - 60;
  const body = Buffer.from(JSON.stringify({ ...claims, iat: past - 900, exp: past })).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return { ...token, accessToken: `${header}.${body}.${signature}` };
}

function mailIn(outbox: string): string[] {
  try {
    return readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return []; // No mail has been written yet.
  }
}

/** The newest message in the server's outbox addressed to `email`, waiting for it to arrive. */
export async function newestMailTo(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found: string | null = null;
  await expect
    .poll(
      () => {
        const names = mailIn(outbox);
        // File names start with a millisecond timestamp: the last in order is the newest.
        for (const name of names.sort().reverse()) {
          const text = readFileSync(join(outbox, name), 'utf8');
          if (text.includes(email)) return (found = text);
        }
        return null;
      },
      { message: `a mail to ${email} in ${outbox}` },
    )
    .not.toBeNull();
  return found ?? '';
}

/** Every health topic (the server seeds them). */
export async function apiTopics(request: APIRequestContext) {
  const data = await graphql<{ topics: { id: string; title: string }[] }>(request, '{ topics { id title } }');
  return data.topics;
}

/** Saves part of a member's profile, as onboarding step 1 or the profile screen do. */
export async function apiUpdateProfile(request: APIRequestContext, token: TokenSet, input: object) {
  await graphql(
    request,
    'mutation ($input: ProfileInput!) { updateProfile(input: $input) { id } }',
    { input },
    authHeaders(token),
  );
}

/** A place the offline city list has, for members who finish onboarding through the API. */
export const LONDON = { city: 'London', state: 'England', country: 'United Kingdom' };

/** Registers a member and finishes her onboarding through the API: she lands on the feed. */
export async function apiOnboardedMember(request: APIRequestContext) {
  const member = await apiRegister(request);
  const [topic] = await apiTopics(request);
  await graphql(
    request,
    'mutation ($input: OnboardingInput!) { completeOnboarding(input: $input) { id onboardingComplete } }',
    {
      input: {
        topicsOfInterest: [topic?.id],
        profileColour: 'f7a521',
        location: LONDON,
        ethnicity: 'Other',
        ageRange: '25-34',
        sexAssignedAtBirth: 'Female',
        gender: 'Woman',
      },
    },
    authHeaders(member.token),
  );
  return member;
}

type Options = { signedInAs: 'admin' | null };

/** `test.use({ signedInAs: 'admin' })` starts every page of a test with an admin's session. */
export const test = base.extend<Options>({
  signedInAs: [null, { option: true }],
  // The second argument is named `provide`: React's hook lint rule reads `use(...)` as a hook.
  page: async ({ page, signedInAs }, provide) => {
    if (signedInAs === 'admin') {
      // A fresh session per test: refresh tokens rotate, so tests must not share one.
      const { token } = await apiLogin(page.request, ADMIN.email, ADMIN.password);
      await seedSession(page, token);
    }
    await provide(page);
  },
});

export { expect };

/** The emoji reactions, 'Me Too' first. */
export async function apiReactionTypes(request: APIRequestContext) {
  const data = await graphql<{ reactionTypes: { id: string; name: string; emoji: string }[] }>(
    request,
    '{ reactionTypes { id name emoji } }',
  );
  return data.reactionTypes;
}

/** Uploads an image as `token`'s member would (a signed URL, then the bytes): its file id. */
export async function apiUploadImage(
  request: APIRequestContext,
  token: TokenSet,
  file: string,
  { contentType = 'image/png', isViewableByAnyUser = true } = {},
) {
  const { createUpload } = await graphql<{ createUpload: { signedPostUrl: string; objectId: string } }>(
    request,
    'mutation ($input: UploadInput!) { createUpload(input: $input) { signedPostUrl objectId } }',
    { input: { fileName: `post_${Date.now()}`, contentType, isViewableByAnyUser } },
    authHeaders(token),
  );
  const response = await request.put(createUpload.signedPostUrl, {
    data: readFileSync(file),
    headers: { 'Content-Type': contentType },
  });
  expect(response.ok()).toBe(true);
  return createUpload.objectId;
}

export type NewPost = { title?: string; text?: string; images?: string[]; links?: string[]; topics?: string[] };

/** Publishes a post as `token`'s member: its id. */
export async function apiCreatePost(request: APIRequestContext, token: TokenSet, input: NewPost) {
  const data = await graphql<{ createPost: { id: string } }>(
    request,
    'mutation ($input: NewPostInput!) { createPost(input: $input) { id } }',
    { input },
    authHeaders(token),
  );
  return data.createPost.id;
}

/** Comments on a post, or replies to a comment (`parentId`): the new comment's id. */
export async function apiAddComment(
  request: APIRequestContext,
  token: TokenSet,
  postId: string,
  text: string,
  parentId: string | null = null,
) {
  const data = await graphql<{ addComment: { id: string } }>(
    request,
    'mutation ($postId: ID!, $parentId: ID, $text: String!) { addComment(postId: $postId, parentId: $parentId, text: $text) { id } }',
    { postId, parentId, text },
    authHeaders(token),
  );
  return data.addComment.id;
}

/** Adds (or removes) `token`'s member's reaction of a type on a post. */
export async function apiTogglePostReaction(
  request: APIRequestContext,
  token: TokenSet,
  postId: string,
  reactionTypeId: string,
) {
  await graphql(
    request,
    'mutation ($postId: ID!, $reactionTypeId: ID!) { togglePostReaction(postId: $postId, reactionTypeId: $reactionTypeId) { post { id } } }',
    { postId, reactionTypeId },
    authHeaders(token),
  );
}

export type ReportInput = { postId?: string; commentId?: string; reason: string; explanation?: string | null };

/** Reports a post or a comment as `token`'s member (it is quarantined at once). */
export async function apiReport(request: APIRequestContext, token: TokenSet, input: ReportInput) {
  await graphql(
    request,
    'mutation ($input: ReportInput!) { reportContent(input: $input) }',
    { input },
    authHeaders(token),
  );
}

/** The admin's id of the report on a post or a comment (from the Moderation Queue's query). */
export async function apiAdminReportId(request: APIRequestContext, about: { postId?: string; commentId?: string }) {
  const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const data = await graphql<{ adminReports: { items: { id: string; postId: string; commentId: string | null }[] } }>(
    request,
    '{ adminReports(query: {first: 100}) { items { id postId commentId } } }',
    {},
    authHeaders(token),
  );
  const report = data.adminReports.items.find((item) =>
    about.commentId ? item.commentId === about.commentId : item.postId === about.postId && item.commentId === null,
  );
  expect(report, 'the report in the Moderation Queue').toBeTruthy();
  return report?.id ?? '';
}

export type SecondOpinionInput = {
  title: string;
  text?: string;
  coverImage?: string;
  link?: string;
  linkTitle?: string;
  featured?: boolean;
  author?: string;
  topicIds?: string[];
};

/** Publishes a Second Opinion as the admin: its id. */
export async function apiSaveSecondOpinion(request: APIRequestContext, input: SecondOpinionInput) {
  const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const data = await graphql<{ saveSecondOpinion: { id: string } }>(
    request,
    'mutation ($input: SecondOpinionInput!) { saveSecondOpinion(input: $input) { id } }',
    { input },
    authHeaders(token),
  );
  return data.saveSecondOpinion.id;
}
