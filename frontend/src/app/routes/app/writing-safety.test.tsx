import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { CreatePostDocument, NewPostTopicsDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { commentsMock, postPageMock } from '@/testing/forum-fixtures';
import { headerAvatarMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

const topicsMock: GraphQLMock = {
  request: { query: NewPostTopicsDocument },
  result: { data: { topics: [{ __typename: 'Topic', id: 't1', title: 'Menopause', description: null }] } },
};

const created = (input: object, id = 'p9'): GraphQLMock => ({
  request: { query: CreatePostDocument, variables: { input } },
  result: { data: { createPost: { __typename: 'Post', id } } },
});

async function renderNewPost(mocks: GraphQLMock[] = []) {
  const view = renderRoute({
    routes,
    path: '/new-post',
    signedInAs: member,
    mocks: [headerAvatarMock(), topicsMock, ...mocks],
  });
  await screen.findByRole('group', { name: 'Topics' }, { timeout: 5000 });
  return view;
}

// Hidden from the accessibility tree while the privacy check's dialog is open.
const textBox = () => screen.getByRole('textbox', { name: 'What would you like to share?', hidden: true });
const postButton = () => screen.getByRole('button', { name: 'Post' });
const published = (title: string) => [
  postPageMock({ id: 'p9', title }),
  commentsMock([], { postId: 'p9' }),
];

describe('writing safely on /new-post', { timeout: 20_000 }, () => {
  it('shows the crisis panel while the words need it, and still posts', async () => {
    const { user, router } = await renderNewPost([
      created({ title: 'Tonight', text: "I don't want to be here anymore", images: [], links: [], topics: [] }),
      ...published('Tonight'),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Tonight');
    await user.type(textBox(), 'This cramp is killing me');
    // Ordinary words: nothing (after the pause in which the panel would have come).
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText("You're not alone")).not.toBeInTheDocument();

    await user.clear(textBox());
    await user.type(textBox(), "I don't want to be here anymore");
    const panel = await screen.findByRole('region', { name: "You're not alone" });
    // The Crisis Support page's own lines: 988 for the United States (and Canada), Samaritans…
    expect(within(panel).getAllByRole('link', { name: 'Call 988' })[0]).toHaveAttribute('href', 'tel:988');
    expect(within(panel).getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(within(panel).getByRole('link', { name: /Crisis Support page/ })).toHaveAttribute('href', '/crisis-support');
    expect(panel.parentElement).toHaveAttribute('aria-live', 'polite');

    await user.click(postButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/p9'));
  });

  it('lists what could identify her before posting, and removes what she chooses', async () => {
    const { user, router } = await renderNewPost([
      created({ title: 'Clinic', text: 'Call me on any time, or write to.', images: [], links: [], topics: [] }),
      ...published('Clinic'),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Clinic');
    await user.type(textBox(), 'Call me on 07700 900123 any time, or write to jane@example.com.');
    await user.click(postButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Before you post' });
    expect(within(dialog).getByText('Phone number')).toBeInTheDocument();
    expect(within(dialog).getByText('Email address')).toBeInTheDocument();
    // Nothing was sent: the page is still the form.
    expect(router.state.location.pathname).toBe('/new-post');

    await user.click(within(dialog).getByRole('button', { name: 'Remove phone number 07700 900123' }));
    expect(within(dialog).queryByText('Phone number')).not.toBeInTheDocument();
    // The last one removed: she is back at her words with both taken out, and nothing is sent
    // until she presses Post herself (the mock expects exactly that text).
    await user.click(within(dialog).getByRole('button', { name: 'Remove email address jane@example.com' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/new-post');
    expect(textBox()).toHaveValue('Call me on any time, or write to.');
    await user.click(postButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/p9'));
  });

  it("sends nothing when she keeps editing, and everything as written with 'Post anyway'", async () => {
    const text = 'Read https://youtu.be/abc?si=XyZ123 please';
    const { user, router } = await renderNewPost([
      created({ title: '', text, images: [], links: [], topics: [] }),
      ...published('Video'),
    ]);
    await user.type(textBox(), text);
    await user.click(postButton());
    let dialog = await screen.findByRole('alertdialog', { name: 'Before you post' });
    expect(within(dialog).getByText('Link with tracking')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/new-post');
    expect(textBox()).toHaveValue(text);

    await user.click(postButton());
    dialog = await screen.findByRole('alertdialog', { name: 'Before you post' });
    await user.click(within(dialog).getByRole('button', { name: 'Post anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/p9'));
  });

  it('keeps the link and drops only its tracking when she removes it', async () => {
    const { user, router } = await renderNewPost([
      created({ title: '', text: 'Read https://youtu.be/abc please', images: [], links: [], topics: [] }),
      ...published('Video'),
    ]);
    await user.type(textBox(), 'Read https://youtu.be/abc?si=XyZ123 please');
    await user.click(postButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Before you post' });
    await user.click(within(dialog).getByRole('button', { name: /^Remove link with tracking/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/new-post');
    expect(textBox()).toHaveValue('Read https://youtu.be/abc please');
    await user.click(postButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/p9'));
  });

  it('says photos lose their location and camera details', async () => {
    await renderNewPost();
    expect(screen.getByText(/Photos are stripped of location and camera details before they're shared/)).toBeInTheDocument();
  });
});
