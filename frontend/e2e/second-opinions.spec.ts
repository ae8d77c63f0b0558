import { fileURLToPath } from 'node:url';
import {
  ADMIN,
  apiLogin,
  apiOnboardedMember,
  apiSaveSecondOpinion,
  apiUploadImage,
  authHeaders,
  expect,
  graphql,
  seedSession,
  test,
} from './support';

const photo = fileURLToPath(new URL('./fixtures/sunrise.png', import.meta.url));
// Written for people to look at (gitignored), not compared against a baseline.
const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** A word only this run's Second Opinions carry, so searches find them whatever else exists. */
const tag = `so${Date.now().toString(36)}`;

type Seeded = { topic: { id: string; title: string }; linked: string; linkedId: string; plain: string };

let seeded: Seeded;
test.beforeAll(async ({ request }) => {
  const admin = (await apiLogin(request, ADMIN.email, ADMIN.password)).token;
  // A topic of this run's own, so its chip shows only these Second Opinions.
  const { saveTopic: topic } = await graphql<{ saveTopic: { id: string; title: string } }>(
    request,
    'mutation ($input: TopicInput!) { saveTopic(input: $input) { id title } }',
    { input: { title: `Midlife ${tag}`, description: 'Perimenopause, menopause and the years around them.' } },
    authHeaders(admin),
  );
  const cover = await apiUploadImage(request, admin, photo);
  const linked = `Perimenopause, explained ${tag}`;
  const plain = `Sleep and hot flushes ${tag}`;
  const linkedId = await apiSaveSecondOpinion(request, {
    title: linked,
    text: 'Perimenopause can start in your early forties.\n\nThis is what the research says, and what it does not.',
    coverImage: cover,
    link: 'https://www.nhs.uk/conditions/menopause/',
    linkTitle: 'NHS: Menopause',
    featured: true,
    author: 'Dr. Amara Lewis',
    topicIds: [topic.id],
  });
  await apiSaveSecondOpinion(request, { title: plain, text: 'Small changes that help.', topicIds: [topic.id] });
  seeded = { topic, linked, linkedId, plain };
});

test('a member finds a Second Opinion through the search dropdown, opens it and sees its link card', async ({
  page,
}) => {
  const member = await apiOnboardedMember(page.request);
  await seedSession(page, member.token);
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Second Opinions' })).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Search Second Opinions' });
  await search.fill(`explained ${tag}`);
  // The dropdown lists the title matches (after the 500 ms debounce), only those.
  const match = page.getByRole('option', { name: seeded.linked });
  await expect(match).toBeVisible();
  await expect(page.getByRole('option', { name: seeded.plain })).toHaveCount(0);
  await match.click();

  await expect(page).toHaveURL(`/resource/${seeded.linkedId}`);
  await expect(page.getByRole('heading', { level: 1, name: seeded.linked })).toBeVisible();
  await expect(page.getByText('Dr. Amara Lewis')).toBeVisible();
  // Paragraphs are kept.
  await expect(page.getByText('Perimenopause can start in your early forties.', { exact: true })).toBeVisible();
  await expect(page.getByText('This is what the research says, and what it does not.', { exact: true })).toBeVisible();
  const card = page.getByRole('link', { name: /NHS: Menopause/ });
  await expect(card).toHaveAttribute('href', 'https://www.nhs.uk/conditions/menopause/');
  await expect(card).toHaveAttribute('target', '_blank');
  await expect(card).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('list', { name: 'Topics' }).getByRole('link', { name: seeded.topic.title })).toBeVisible();
});

test('a member narrows the Second Opinions by a topic chip, featured first', async ({ page }) => {
  const member = await apiOnboardedMember(page.request);
  await seedSession(page, member.token);
  await page.goto('/resources');
  const chips = page.getByRole('navigation', { name: 'Filter by topic' });
  await expect(chips.getByRole('link').first()).toHaveText('All Topics');
  await chips.getByRole('link', { name: seeded.topic.title }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]topic=${seeded.topic.id}`));

  const titles = page.getByRole('heading', { level: 2 }).filter({ hasText: tag });
  await expect(titles).toHaveText([seeded.linked, seeded.plain]);
  await page.getByRole('link', { name: seeded.plain }).click();
  await expect(page.getByRole('heading', { level: 1, name: seeded.plain })).toBeVisible();
  // No link: no link card.
  await expect(page.getByText('External Link')).toHaveCount(0);
  // Back keeps the chosen topic.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`[?&]topic=${seeded.topic.id}`));
  await expect(titles).toHaveCount(2);
});

for (const width of [1280, 375]) {
  test(`screenshot the Second Opinions and one of them at ${width}px`, async ({ page }) => {
    const member = await apiOnboardedMember(page.request);
    await seedSession(page, member.token);
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path, heading] of [
      ['resources', `/resources?topic=${seeded.topic.id}`, 'Second Opinions'],
      ['resource', `/resource/${seeded.linkedId}`, seeded.linked],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expect(page.locator('article img').first()).toBeVisible();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${dir}${name}-${width}.png` });
      await page.setViewportSize({ width, height: 900 });
    }
  });
}
