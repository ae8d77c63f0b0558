import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { apiOnboardedMember, apiTopics, expect, newContext, seedSession, test, type TokenSet } from './support';

const photo = fileURLToPath(new URL('./fixtures/sunrise.png', import.meta.url));

/** A page of its own for a member: separate storage, so two members never share a session. */
async function pageAs(browser: Browser, token: TokenSet): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await seedSession(page, token);
  return page;
}

/** A comment's text as shown (not the same words still in a box being sent). */
const shown = (page: Page, text: string) => page.locator('p').and(page.getByText(text, { exact: true }));

/** Replies to the comment whose text is `text`. */
async function replyTo(page: Page, text: string, reply: string) {
  const comment = page.getByRole('article', { name: /^Comment by / }).filter({ has: shown(page, text) });
  await comment.getByRole('button', { name: 'Reply', exact: true }).click();
  const box = comment.getByRole('textbox', { name: /^Replying to / });
  await expect(box).toBeFocused();
  await box.fill(reply);
  await comment.getByRole('button', { name: 'Send reply' }).click();
}

test('a member posts with a topic, a link and an image; comments, replies and reacts; another member sees it all', async ({
  page,
  browser,
}) => {
  const author = await apiOnboardedMember(page.request);
  // apiOnboardedMember follows the first topic: the post lands in her Interests feed.
  const [topic] = await apiTopics(page.request);
  if (!topic) throw new Error('the server has no topics');
  const title = `Night sweats ${Date.now().toString(36)}`;
  await seedSession(page, author.token);

  // Create the post.
  await page.goto('/new-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Post' })).toBeVisible();
  const post = page.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeDisabled();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'What would you like to share?' }).fill('Does anyone else wake up drenched?');
  await page.getByRole('group', { name: 'Topics' }).getByText(topic.title, { exact: true }).click();
  await page.getByLabel('Upload image 1').setInputFiles(photo);
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
  await expect(page.getByAltText('Preview of your new image')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await page.getByRole('textbox', { name: 'Link URL' }).fill('https://www.nhs.uk/conditions/menopause/');
  await add.click();
  await expect(page.getByRole('list', { name: 'Added links' })).toContainText('nhs.uk');
  await expect(post).toBeEnabled();
  await post.click();

  await expect(page).toHaveURL(/\/post\/[0-9a-f]{24}$/);
  const postUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const image = page.getByRole('img', { name: 'Image 1 of 1' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const link = page.getByRole('link', { name: /nhs\.uk/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  // In her Interests feed, and on the topic's page.
  await page.goto('/');
  await expect(page.getByText(/^Showing \d+ posts?$/)).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: topic.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Comment, reply, and reply to the reply.
  await page.goto(postUrl);
  await expect(page.getByText('No comments on this post yet.')).toBeVisible();
  const comment = page.getByRole('button', { name: 'Comment', exact: true });
  await expect(comment).toBeDisabled();
  await page.getByRole('textbox', { name: 'Join the conversation' }).fill('It started for me at 47.');
  await comment.click();
  await expect(shown(page, 'It started for me at 47.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Comments (1)' })).toBeVisible();

  await replyTo(page, 'It started for me at 47.', 'A fan by the bed helps.');
  await expect(shown(page, 'A fan by the bed helps.')).toBeVisible();
  await replyTo(page, 'A fan by the bed helps.', 'Cotton sheets too!');
  await expect(shown(page, 'Cotton sheets too!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Comments (3)' })).toBeVisible();

  // React 'Me Too' and say why.
  // No pill for a reaction nobody gave (issue 36): "Add a reaction" opens every one.
  await page.getByRole('button', { name: 'Add a reaction' }).first().click();
  await page.getByRole('list', { name: 'Every reaction' }).getByRole('button', { name: / Me Too, 0 reactions$/ }).click();
  const reactions = page.getByRole('list', { name: 'Reactions to this post' });
  // The dialog is modal: the page behind it is hidden from assistive technology until it closes.
  const dialog = page.getByRole('dialog', { name: 'Why did you react “Me Too”?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your explanation' })).toBeFocused();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Your explanation' }).fill('This happens to me every night.');
  await submit.click();
  await expect(page.getByText('Explanation successfully submitted. Thank you.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(reactions.getByRole('button', { name: / Me Too, 1 reaction$/ })).toHaveAttribute('aria-pressed', 'true');
  // Focus goes back to the button she reacted with.
  await expect(page.getByRole('button', { name: 'Add a reaction' }).first()).toBeFocused();

  // Another member sees the counts, and opens the thread.
  const reader = await apiOnboardedMember(page.request);
  const other = await pageAs(browser, reader.token);
  await other.goto('/');
  const seen = other.getByRole('article').filter({ has: other.getByRole('heading', { name: title }) });
  await expect(seen.getByRole('button', { name: / Me Too, 1 reaction$/ })).toHaveAttribute('aria-pressed', 'false');
  await seen.getByRole('link', { name: '3 comments' }).click();
  await expect(other).toHaveURL(new RegExp(`${postUrl}\\?comments=true$`));
  await expect(other.getByRole('heading', { level: 2, name: 'Comments (3)' })).toBeFocused();
  await other.getByRole('button', { name: '1 reply', expanded: false }).click();
  await expect(shown(other, 'A fan by the bed helps.')).toBeVisible();
  await other.getByRole('button', { name: '1 reply', expanded: false }).click();
  await expect(shown(other, 'Cotton sheets too!')).toBeVisible();
  await other.context().close();
});

test('the topic filter: Popular and All search topics; a chip opens its page', async ({ page }) => {
  const member = await apiOnboardedMember(page.request);
  const topics = await apiTopics(page.request);
  const target = topics.at(-1);
  if (!target) throw new Error('the server has no topics');
  await seedSession(page, member.token);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Health topics' });
  await expect(section.getByRole('searchbox', { name: 'Search topics' })).toHaveCount(0);

  await section.getByRole('combobox', { name: 'Topic filter' }).selectOption('All');
  await expect(page).toHaveURL(/\?filter=all$/);
  const search = section.getByRole('searchbox', { name: 'Search topics' });
  await search.fill(target.title.slice(0, 4).toUpperCase());
  await expect(section.getByRole('link', { name: target.title })).toBeVisible();
  await section.getByRole('link', { name: target.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();

  await page.goto('/?filter=popular');
  await expect(section.getByRole('combobox', { name: 'Topic filter' })).toHaveValue('POPULAR');
  await expect(section.getByRole('searchbox', { name: 'Search topics' })).toBeVisible();
});
