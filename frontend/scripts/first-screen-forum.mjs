/**
 * The forum the first-screen scripts measure (`lighthouse.mjs`, `profile-first-screen.mjs`):
 * the built `forum` (FORUM_BIN) started on a free port with a fresh data directory and the
 * built app (FRONTEND_DIR, default `dist`), a few demo posts, and an onboarded member with a
 * post carrying an image, signed in afresh for the browser.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const forumBin = process.env.FORUM_BIN ?? '/var/tmp/forum-target/debug/forum';
export const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Lighthouse-pass-1';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitForServer(server, origin) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`${forumBin} exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/public/topic`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${forumBin} did not answer on ${origin} within two minutes`);
}

async function graphql(origin, query, variables = {}, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token)
    Object.assign(headers, {
      Authorization: `${token.tokenType} ${token.accessToken}`,
      'X-Refresh-Token': token.refreshToken,
    });
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const AUTH_FIELDS = 'token { accessToken refreshToken tokenType }';

/** An onboarded member with a post that has an image and a text: the post page's content. */
async function memberWithPost(origin) {
  const email = `lighthouse-${Date.now()}@example.test`;
  const { usernameSuggestion } = await graphql(origin, '{ usernameSuggestion }');
  const { register } = await graphql(origin, `mutation ($input: RegisterInput!) { register(input: $input) { ${AUTH_FIELDS} } }`, {
    input: {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      username: usernameSuggestion,
      tos: true,
      contact: false,
    },
  });
  const { token } = register;
  const { topics } = await graphql(origin, '{ topics { id } }');
  await graphql(
    origin,
    'mutation ($input: OnboardingInput!) { completeOnboarding(input: $input) { id } }',
    {
      input: {
        topicsOfInterest: topics.slice(0, 3).map((topic) => topic.id),
        profileColour: 'f7a521',
        location: {
          city: 'London',
          state: 'England',
          country: 'United Kingdom',
        },
        ethnicity: 'Other',
        ageRange: '25-34',
        sexAssignedAtBirth: 'Female',
        gender: 'Woman',
      },
    },
    token,
  );
  const { createUpload } = await graphql(
    origin,
    'mutation ($input: UploadInput!) { createUpload(input: $input) { signedPostUrl objectId } }',
    {
      input: {
        fileName: 'sunrise',
        contentType: 'image/png',
        isViewableByAnyUser: true,
      },
    },
    token,
  );
  const put = await fetch(new URL(createUpload.signedPostUrl, origin), {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    body: readFileSync(here('../e2e/fixtures/sunrise.png')),
  });
  if (!put.ok) throw new Error(`The image upload answered ${put.status}`);
  const { createPost } = await graphql(
    origin,
    'mutation ($input: NewPostInput!) { createPost(input: $input) { id } }',
    {
      input: {
        title: 'Morning walks helped my cramps',
        text: 'Three weeks of a short walk before breakfast, and the worst days are easier. Has anyone else tried it?',
        images: [createUpload.objectId],
        topics: [topics[0].id],
      },
    },
    token,
  );
  // A fresh session for the browser: the one above is the API's.
  const { login } = await graphql(origin, `mutation ($input: LoginInput!) { login(input: $input) { ${AUTH_FIELDS} } }`, {
    input: { email, password: PASSWORD },
  });
  return { token: login.token, postId: createPost.id };
}

/**
 * Starts the forum and makes the member. `stop()` ends the server and removes its data.
 * Returns `{ origin, token, postId, stop }`: `token` is the member's session as the app keeps
 * it in `localStorage`, `postId` her post's.
 */
export async function startForum() {
  const dataDir = mkdtempSync(join(tmpdir(), 'forum-lighthouse-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    FRONTEND_DIR: process.env.FRONTEND_DIR ?? here('../dist'),
    DATABASE_URL: '',
  };
  // A little of everything on the feed: demo members, posts, reactions (the forum must be empty).
  execFileSync(forumBin, ['seed-demo', '--members', '20', '--posts', '12', '--seed', '21'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const server = spawn(forumBin, ['serve'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(server, origin);
    return { origin, ...(await memberWithPost(origin)), stop };
  } catch (error) {
    stop();
    throw error;
  }
}
