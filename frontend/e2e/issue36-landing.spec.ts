import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  apiAddComment,
  apiCreatePost,
  apiOnboardedMember,
  apiReactionTypes,
  apiSaveSecondOpinion,
  apiTogglePostReaction,
  apiTopics,
  expect,
  graphql,
  authHeaders,
  newContext,
  seedSession,
  test,
  type TokenSet,
} from './support';

// Issue 36: she lands where she is sent (comment permalinks), sees her own comment appear where
// she wrote it, and the smaller things a member noticed. Screenshots are for people to look at.
const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));

const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

async function pageAs(browser: Browser, token: TokenSet, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, { viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await seedSession(page, token);
  return page;
}

const commentCard = (page: Page, text: string) =>
  page.getByRole('article', { name: /^Comment by / }).filter({ has: page.getByText(text, { exact: true }) });

for (const { name: device, width, height } of widths) {
  test(`${device} (${width} px): a permalink opens a deep reply in a collapsed branch on a later page; Copy link copies it`, async ({
    page: setup,
    browser,
  }) => {
    const ana = await apiOnboardedMember(setup.request);
    const bea = await apiOnboardedMember(setup.request);
    const reader = await apiOnboardedMember(setup.request);
    const postId = await apiCreatePost(setup.request, ana.token, {
      title: `Spotting between periods (${device} ${Date.now()})`,
      text: 'Is this normal at 38?',
    });
    // More comments than one page (20), and the thread she is sent to under the last one.
    for (let n = 1; n <= 22; n += 1) {
      await apiAddComment(setup.request, bea.token, postId, `Comment number ${n}`);
    }
    const top = await apiAddComment(setup.request, bea.token, postId, 'Mine started after my second child.');
    const first = await apiAddComment(setup.request, ana.token, postId, 'Did your doctor check your thyroid?', top);
    const second = await apiAddComment(setup.request, bea.token, postId, 'Yes, and my iron too.', first);
    const target = await apiAddComment(setup.request, ana.token, postId, 'Low iron was my answer too.', second);

    const page = await pageAs(browser, reader.token, { width, height });
    await page.goto(`/post/${postId}?comment=${target}`);
    const landed = commentCard(page, 'Low iron was my answer too.');
    await expect(landed).toHaveAttribute('data-highlighted', 'true');
    await expect(landed).toBeFocused();
    await expect(landed).toBeInViewport();
    // The branches above it are open; the first page of comments is there too.
    await expect(page.getByRole('button', { name: '1 reply', expanded: true })).toHaveCount(3);
    await expect(page.getByText('Comment number 1', { exact: true })).toBeAttached();
    await page.screenshot({ path: `${dir}issue36-permalink-${width}.png` });

    // Copy link: the absolute address of this comment's permalink.
    await landed.getByRole('button', { name: 'Comment options' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(`/post/${postId}?comment=${target}`, page.url()).toString());

    // A permalink to a comment that was deleted lands on the post and says so, kindly.
    const gone = await apiAddComment(setup.request, bea.token, postId, 'I will take this back.');
    await graphql(
      setup.request,
      'mutation ($id: ID!) { deleteComment(id: $id) }',
      { id: gone },
      authHeaders(bea.token),
    );
    await page.goto(`/post/${postId}?comment=${gone}`);
    const note = page.getByText(/The comment you were sent to isn't here any more/);
    await expect(note).toBeVisible();
    await expect(note).toBeInViewport();
    await page.context().close();
  });

  test(`${device} (${width} px): her new comment and reply appear where she wrote them, in view, with a toast`, async ({
    page: setup,
    browser,
  }) => {
    const ana = await apiOnboardedMember(setup.request);
    const her = await apiOnboardedMember(setup.request);
    const postId = await apiCreatePost(setup.request, ana.token, {
      title: `Heavy periods and tiredness (${device} ${Date.now()})`,
      text: 'Anyone else exhausted every month?',
    });
    for (let n = 1; n <= 25; n += 1) {
      await apiAddComment(setup.request, ana.token, postId, `Earlier comment ${n}`);
    }
    const page = await pageAs(browser, her.token, { width, height });
    await page.goto(`/post/${postId}`);
    await expect(page.getByText('Earlier comment 1', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'Join the conversation' }).fill('Iron tablets changed everything for me.');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByText('Comment posted')).toBeVisible();
    const mine = commentCard(page, 'Iron tablets changed everything for me.');
    await expect(mine).toBeInViewport();
    await expect(mine).toBeFocused();
    // Right below the box she wrote in: the first of the list.
    await expect(page.getByRole('list', { name: 'Comments' }).getByRole('article').first()).toContainText(
      'Iron tablets changed everything for me.',
    );
    await page.screenshot({
      path: `${dir}issue36-comment-posted-${width}.png`,
    });

    // A reply, far down the page: it appears under the comment she answered, in view.
    const answered = commentCard(page, 'Earlier comment 20');
    await answered.getByRole('button', { name: 'Reply', exact: true }).click();
    const box = answered.getByRole('textbox', { name: /^Replying to / });
    await expect(box).toBeFocused();
    // One way out of a reply box: Cancel, which asks when she wrote something.
    await box.fill('Half a thought');
    await expect(answered.getByRole('button', { name: 'Discard' })).toHaveCount(0);
    await answered.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Discard your reply?' });
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(box).toBeHidden();

    await answered.getByRole('button', { name: 'Reply', exact: true }).click();
    await answered.getByRole('textbox', { name: /^Replying to / }).fill('Same for me, every month.');
    await answered.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Comment posted').first()).toBeVisible();
    const reply = commentCard(page, 'Same for me, every month.');
    await expect(reply).toBeInViewport();
    await expect(reply).toBeFocused();
    await expect(page.getByRole('list', { name: /^Replies to / }).first()).toContainText('Same for me, every month.');
    await page.screenshot({ path: `${dir}issue36-reply-posted-${width}.png` });
    await page.context().close();
  });

  test(`${device} (${width} px): reaction pills only for reactions given, one line on a phone, "+" for the rest`, async ({
    page: setup,
    browser,
  }) => {
    const ana = await apiOnboardedMember(setup.request);
    const bea = await apiOnboardedMember(setup.request);
    const types = await apiReactionTypes(setup.request);
    const postId = await apiCreatePost(setup.request, ana.token, {
      title: `Reactions row (${device} ${Date.now()})`,
      text: 'Every reaction once.',
    });
    const quiet = await apiCreatePost(setup.request, ana.token, {
      title: `No reactions yet (${device})`,
      text: 'None.',
    });
    for (const type of types) await apiTogglePostReaction(setup.request, bea.token, postId, type.id);

    const page = await pageAs(browser, ana.token, { width, height });
    await page.goto(`/post/${quiet}`);
    // Nobody reacted: no pills at all, only "+".
    await expect(page.getByRole('button', { name: 'Add a reaction' }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reactions to this post' })).toHaveCount(0);

    await page.goto(`/post/${postId}`);
    const row = page.getByRole('list', { name: 'Reactions to this post' });
    await expect(row).toBeVisible();
    const pills = row.getByRole('button');
    if (width <= 768 && types.length > 3) {
      await expect(pills).toHaveCount(3);
      await expect(
        page.getByRole('button', {
          name: `Add a reaction, or see ${types.length - 3} more`,
        }),
      ).toBeVisible();
    } else {
      await expect(pills).toHaveCount(types.length);
    }
    // One line: every pill and "+" share a row.
    const plus = page.getByRole('button', { name: /^Add a reaction/ }).first();
    const tops = await Promise.all([...(await pills.all()), plus].map(async (el) => (await el.boundingBox())?.y ?? -1));
    expect(new Set(tops.map((y) => Math.round(y))).size).toBe(1);
    await page
      .getByRole('article')
      .first()
      .screenshot({ path: `${dir}issue36-pills-${width}.png` });

    // "+" opens every reaction, each with its count.
    await plus.click();
    await expect(page.getByRole('list', { name: 'Every reaction' }).getByRole('button')).toHaveCount(types.length);
    await page.screenshot({ path: `${dir}issue36-picker-${width}.png` });
    await page.context().close();
  });

  test(`${device} (${width} px): a bare domain gets https://; Second Opinions' topics in one row on a phone; Delete Account says what goes`, async ({
    page: setup,
    browser,
  }) => {
    const her = await apiOnboardedMember(setup.request);
    const topics = await apiTopics(setup.request);
    const stamp = Date.now();
    for (const [n, topic] of topics.slice(0, 8).entries()) {
      await apiSaveSecondOpinion(setup.request, {
        title: `Expert answer ${n + 1} (${device} ${stamp})`,
        text: 'What the evidence says.',
        author: 'Dr. Reyes',
        topicIds: [topic.id],
      });
    }
    const page = await pageAs(browser, her.token, { width, height });

    await page.goto('/new-post');
    const linkBox = page.getByRole('textbox', { name: 'Link URL' });
    await linkBox.fill('nhs.uk/conditions/menopause');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Added links' })).toContainText('https://nhs.uk/conditions/menopause');
    await linkBox.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Please enter a web address like nhs.uk or https://www.nhs.uk.')).toBeVisible();
    await expect(
      page.getByText('Up to 5 links to helpful pages: a web address like nhs.uk (https:// is added for you).'),
    ).toBeVisible();
    await page.getByRole('group', { name: 'Links' }).screenshot({ path: `${dir}issue36-links-${width}.png` });

    await page.goto('/resources');
    const chips = page.getByRole('navigation', { name: 'Filter by topic' }).getByRole('link');
    await expect(chips.first()).toBeVisible();
    if (width <= 768) {
      // One row that scrolls sideways, and the first article on the first screen.
      const tops = await Promise.all(
        (await chips.all()).map(async (chip) => Math.round((await chip.boundingBox())?.y ?? -1)),
      );
      expect(new Set(tops).size).toBe(1);
      // The list's first article, whichever it is (other tests add Second Opinions too).
      const firstArticle = page.getByRole('main').locator('a[href^="/resource/"]').first();
      await expect(firstArticle).toBeInViewport();
    }
    await page.screenshot({
      path: `${dir}issue36-second-opinions-${width}.png`,
    });

    await page.goto('/profile');
    await expect(page.getByText('What is erased')).toBeVisible();
    await expect(page.getByText(/stay as “Deleted comment” placeholders/)).toBeVisible();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are You Sure?' });
    await expect(dialog).toContainText('This action cannot be undone');
    await page.screenshot({
      path: `${dir}issue36-delete-account-${width}.png`,
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });
}
