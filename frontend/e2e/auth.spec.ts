import {
  ADMIN,
  apiLogin,
  apiMe,
  apiRegister,
  authHeaders,
  expect,
  expired,
  MEMBER_PASSWORD,
  newestMailTo,
  seedSession,
  test,
  uniqueEmail,
} from './support';

test('register: a new member lands on /onboarding, signed in', async ({ page }) => {
  await page.goto('/register');
  const email = uniqueEmail('register');
  await expect(page.getByLabel('Username', { exact: true })).not.toHaveValue('');
  const first = await page.getByLabel('Username', { exact: true }).inputValue();
  await page.getByRole('button', { name: 'Generate a new username' }).click();
  await expect(page.getByLabel('Username', { exact: true })).not.toHaveValue(first);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByText('Passwords should be at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByLabel('I agree to the Terms of Use').check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Real Talk' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('token') ?? 'null') as Record<string, string> | null,
    user: JSON.parse(localStorage.getItem('cachedUserData') ?? 'null') as Record<string, unknown> | null,
    lastAuthCheck: localStorage.getItem('lastAuthCheck'),
  }));
  expect(Object.keys(stored.token ?? {}).sort()).toEqual(['accessToken', 'refreshToken', 'tokenType']);
  // Only what routing needs: never the email address.
  expect(Object.keys(stored.user ?? {}).sort()).toEqual([
    'id',
    'isAdmin',
    'onboardingComplete',
    'profileColour',
    'username',
  ]);
  expect(stored.user?.onboardingComplete).toBe(false);
  expect(Number(stored.lastAuthCheck)).toBeGreaterThan(0);

  // The same address cannot register twice.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/register');
  await expect(page.getByLabel('Username', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByLabel('I agree to the Terms of Use').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('Please check your details and try again.');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('logout: ends the session, goes to /login, and / then asks to log in', async ({ page }) => {
  const member = await apiRegister(page.request);
  await seedSession(page, member.token);
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Real Talk' })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('cachedUserData'))).toBeNull();

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Register' }),
  ).toBeVisible();

  // The server revoked the session too: the old access token no longer works.
  const response = await page.request.post('/graphql', {
    data: { query: '{ me { id } }' },
    headers: authHeaders(member.token),
  });
  const body = (await response.json()) as { data?: { me: unknown }; errors?: unknown[] };
  expect(body.data?.me ?? null).toBeNull();
});

test('a logged-out visitor is sent to /login and returned to the page after logging in', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveURL(/\/login\?next=%2Fabout$/);
  // A member who finished onboarding would do; the admin is one (admins skip onboarding).
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toBeVisible();
});

test('forgot password: the mailed link sets a new password, and only the new one logs in', async ({
  page,
}) => {
  const member = await apiRegister(page.request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/request-reset$/);

  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Confirm email', { exact: true }).fill(`x${member.email}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Emails do not match')).toBeVisible();
  await page.getByLabel('Confirm email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instructions sent' })).toBeVisible();
  await expect(
    page.getByText(
      'If that email address exists, instructions for resetting your password have been sent to your email.',
    ),
  ).toBeVisible();

  const mail = await newestMailTo(member.email);
  const link = /https?:\/\/\S+\/reset-password\?token=[^\s&]+&id=[0-9a-f]{24}/.exec(mail)?.[0];
  expect(link, mail).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'Brand-new-pass-2';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill('Brand-new-pass-3');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  // The link is single use, and says so, with the way to a new one.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('Another-pass-4');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another-pass-4');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This reset link has already been used. Please request a new one.',
  );
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/request-reset');

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a member opening /admin lands on /forbidden', async ({ page }) => {
  const member = await apiRegister(page.request);
  await seedSession(page, member.token);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByRole('heading', { level: 1, name: "You can't access that" })).toBeVisible();
});

test('login with a wrong password shows the server message', async ({ page }) => {
  const member = await apiRegister(page.request);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please provide your email address')).toBeVisible();
  await expect(page.getByText('Please provide your password')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-pass-1');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a stored token the server rejects ends at /login with the session forgotten', async ({ page }) => {
  await seedSession(page, { accessToken: 'not-a-token', refreshToken: 'nope', tokenType: 'Bearer' });
  await page.goto('/resources');
  await expect(page).toHaveURL(/\/login(\?next=%2Fresources)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a signed-in member visiting /login goes to the app', async ({ page }) => {
  const { token } = await apiLogin(page.request, ADMIN.email, ADMIN.password);
  await seedSession(page, token);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Real Talk' })).toBeVisible();
});

test('an expired access token is refreshed once for concurrent calls, and the page carries on', async ({
  page,
}) => {
  const { token } = await apiLogin(page.request, ADMIN.email, ADMIN.password);
  const user = await apiMe(page.request, token);
  const stale = expired(token);
  // A cached, freshly checked user: the guard lets the page load at once, and the page's own
  // queries (several at the same time) are the first to meet the expired token.
  await page.addInitScript(
    ([value, cached]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('token', value);
      localStorage.setItem('cachedUserData', cached);
      localStorage.setItem('lastAuthCheck', String(Date.now()));
    },
    [JSON.stringify(stale), JSON.stringify(user)],
  );
  const refreshes: string[] = [];
  const expiredAnswers: Promise<boolean>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/graphql')) {
      expiredAnswers.push(response.text().then((text) => text.includes('TOKEN_EXPIRED')));
    }
  });
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh'))
      refreshes.push(request.headers()['x-refresh-token'] ?? '');
  });

  // The All filter: the admin follows no topics, and every topic is a link to wait for.
  await page.goto('/?filter=all');
  await expect(page.getByRole('heading', { level: 1, name: 'Real Talk' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Health topics' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);

  expect(refreshes).toEqual([token.refreshToken]);
  // Both of the home page's queries met the expired token, and shared the one refresh.
  expect((await Promise.all(expiredAnswers)).filter(Boolean).length).toBeGreaterThanOrEqual(2);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('token') ?? 'null') as Record<string, string>,
  );
  expect(stored.accessToken).not.toBe(stale.accessToken);
  expect(stored.refreshToken).not.toBe(token.refreshToken);

  // The REST side marks an expired token with a 302 that has no Location: the browser's fetch
  // hands it back as-is, which is what `apiFetch` relies on.
  const rest = await page.evaluate(async (accessToken) => {
    const response = await fetch('/api/auth/whoami', { headers: { Authorization: `Bearer ${accessToken}` } });
    return { status: response.status, body: (await response.json()) as unknown };
  }, stale.accessToken);
  expect(rest).toEqual({ status: 302, body: { shouldRefresh: true } });
});
