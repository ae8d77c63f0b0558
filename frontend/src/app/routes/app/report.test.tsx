import { render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { routes } from '@/app/routes';
import { HomeTopicsDocument, ReportContentDocument, ReportReasonsDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import {
  author,
  comment,
  commentsMock,
  feedMock,
  legendMock,
  post,
  postPageMock,
} from '@/testing/forum-fixtures';
import { headerAvatarMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

const THANKS = 'Report successfully submitted. Thank you.';
const QUARANTINED = 'This comment has been reported and is currently being investigated.';
const TOO_MANY = 'You have sent too many reports. Please try again later.';

const reasons = ['Bullying', 'Sensitive', 'Violence', 'NSFW', 'Fraud', 'False', 'Other'];
const reasonsMock: GraphQLMock = {
  request: { query: ReportReasonsDocument },
  result: {
    data: {
      reportReasons: reasons.map((label) => ({ __typename: 'ReportReasonOption', value: label.toUpperCase(), label })),
    },
  },
};

const reportMock = (input: Record<string, unknown>, result: GraphQLMock['result']): GraphQLMock => ({
  request: { query: ReportContentDocument, variables: { input } },
  delay: 20,
  result,
});

function renderPost(mocks: GraphQLMock[]) {
  // The app's provider holds the toasts; the route tree alone does not.
  render(<ToastContainer />);
  return renderRoute({ routes, path: '/post/p1', signedInAs: member, mocks: [headerAvatarMock(), ...mocks] });
}

const FIRST = { timeout: 5000 };

describe('reporting a post or a comment', { timeout: 20_000 }, () => {
  it('offers Report on others’ posts and comments; Edit and Delete on her own; nothing on a deleted comment', async () => {
    const { user } = renderPost([
      postPageMock({ owner: author({ id: 'm1', username: 'BraveFinch456' }) }),
      commentsMock([
        comment({ id: 'c1' }),
        comment({ id: 'c2', owner: author({ id: 'm1', username: 'BraveFinch456' }), text: 'Mine' }),
        comment({ id: 'c3', owner: null, text: '', isDeleted: true }),
      ]),
    ]);
    const list = await screen.findByRole('list', { name: 'Comments' }, FIRST);
    expect(within(list).getAllByRole('button', { name: 'Comment options' })).toHaveLength(2);
    expect(
      within(screen.getByRole('article', { name: 'Deleted comment' })).queryByRole('button', {
        name: 'Comment options',
      }),
    ).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('article', { name: 'Comment by SunnyOtter456' })).getByRole('button', {
        name: 'Comment options',
      }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Edit/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('needs a reason; sends it with the explanation, thanks her, and reloads the page after 2 s', async () => {
    const { user } = renderPost([
      postPageMock({ commentCount: 1 }),
      commentsMock([comment({ id: 'c1' })]),
      reasonsMock,
      reportMock({ commentId: 'c1', reason: 'BULLYING', explanation: 'Unkind words' }, { data: { reportContent: true } }),
      // The reload after 2 s: the comment now shows its placeholder.
      postPageMock({ commentCount: 1 }),
      commentsMock([comment({ id: 'c1', text: QUARANTINED, isShadowBanned: true })]),
    ]);
    const article = await screen.findByRole('article', { name: 'Comment by SunnyOtter456' }, FIRST);
    await user.click(within(article).getByRole('button', { name: 'Comment options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const group = within(dialog).getByRole('radiogroup', { name: /Reason/ });
    const radios = await within(group).findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(reasons.map((label) => label.toUpperCase()));
    // Each reason by its name, with one line saying what it covers.
    expect(radios[0]).toHaveAccessibleName('Bullying');
    expect(radios[0]).toHaveAccessibleDescription('Harassing or insulting someone.');
    for (const radio of radios) expect(radio).toHaveAccessibleDescription(/\S/);
    // The dialog opens on its required choice.
    await waitFor(() => expect(radios[0]).toHaveFocus());
    await user.type(within(dialog).getByRole('textbox', { name: 'Explanation (optional)' }), '  Unkind words ');
    expect(submit).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: 'Bullying' }));
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Yes! A fan by the bed helped me.')).toBeInTheDocument();

    // Not at once: 2 s later (spec §9).
    const sent = Date.now();
    expect(await screen.findByText(QUARANTINED, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1500);
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const { user } = renderPost([
      postPageMock(),
      commentsMock([]),
      reasonsMock,
      reportMock(
        { postId: 'p1', reason: 'OTHER', explanation: null },
        { errors: [{ message: TOO_MANY, extensions: { code: 'RATE_LIMITED' } }] },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Post options' }, FIRST));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();

    // Cancel closes it and gives focus back to the menu button.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post options' })).toHaveFocus());
  });

  it('takes a reported post out of her feed when the feed reloads', async () => {
    const other = post({ id: 'p2', title: 'Sleep tips that worked' });
    const topics: GraphQLMock = { request: { query: HomeTopicsDocument }, result: { data: { topics: [] } } };
    render(<ToastContainer />);
    const { user } = renderRoute({
      routes,
      path: '/?filter=all',
      signedInAs: member,
      mocks: [
        headerAvatarMock(),
        legendMock,
        topics,
        feedMock([post(), other], { filter: 'ALL' }),
        reasonsMock,
        reportMock({ postId: 'p1', reason: 'FRAUD', explanation: null }, { data: { reportContent: true } }),
        // The reload: the server no longer lists the reported post to her.
        headerAvatarMock(),
        legendMock,
        topics,
        feedMock([other], { filter: 'ALL' }),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Hot flushes at night' }, FIRST);
    await user.click(within(card).getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hot flushes at night' })).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hot flushes at night' })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(screen.getByRole('article', { name: 'Sleep tips that worked' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 post')).toBeInTheDocument();
  });
});
