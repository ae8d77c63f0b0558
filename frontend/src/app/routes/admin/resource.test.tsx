import { render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { routes } from '@/app/routes';
import { AdminSecondOpinionDocument, ResourceFormTopicsDocument, SaveSecondOpinionDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const admin: CachedUser = {
  id: 'a1',
  username: 'KindOwl777',
  profileColour: '9a496f',
  isAdmin: true,
  onboardingComplete: true,
};

const FIRST = { timeout: 5000 };

const topics = [
  { __typename: 'Topic', id: 't1', title: 'Menopause', description: 'Changes and support' },
  { __typename: 'Topic', id: 't2', title: 'Periods & Cycles', description: null },
];
const topicsMock: GraphQLMock = { request: { query: ResourceFormTopicsDocument }, result: { data: { topics } } };

const savedResource = (input: Record<string, unknown>) => ({
  __typename: 'SecondOpinion',
  id: (input.id as string | null) ?? 'so9',
  title: input.title,
  text: input.text ?? '',
  coverImage: input.coverImage ?? null,
  link: input.link ?? null,
  linkTitle: input.linkTitle ?? null,
  featured: input.featured ?? false,
  author: input.author ?? null,
  createdAt: '2026-11-23T10:00:00Z',
  topics: topics.filter((topic) => (input.topicIds as string[]).includes(topic.id)),
});

const saveMock = (input: Record<string, unknown>, result?: GraphQLMock['result']): GraphQLMock => ({
  request: { query: SaveSecondOpinionDocument, variables: { input } },
  result: result ?? { data: { saveSecondOpinion: savedResource(input) } },
});

function renderResource(path: string, mocks: GraphQLMock[]) {
  render(<ToastContainer />);
  return renderRoute({ routes, path, signedInAs: admin, mocks: [topicsMock, ...mocks] });
}

const input = {
  id: null,
  title: 'What the evidence says about HRT',
  text: null,
  coverImage: null,
  link: 'https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/',
  linkTitle: null,
  featured: true,
  author: 'Dr. Amara Lewis',
  topicIds: ['t1'],
};

describe('/admin/resource/:id', { timeout: 20_000 }, () => {
  it("requires a title ('Title is required'), shows the server's refusal at its field, and saves", async () => {
    const { user, router } = renderResource('/admin/resource/new', [
      saveMock(input, {
        errors: [
          {
            message: 'The link is not reachable from here',
            extensions: { code: 'BAD_USER_INPUT', field: 'link' },
          },
        ],
      }),
      saveMock(input),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create New Second Opinion' }, FIRST),
    ).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Title' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Please check for errors')).toBeInTheDocument();
    expect(title).toHaveFocus();

    // A link must be a web address before anything is sent.
    const link = screen.getByRole('textbox', { name: 'Link' });
    await user.type(link, 'nhs.uk');
    expect(await screen.findByText(/full web address/)).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, input.link);

    await user.type(title, input.title);
    await user.type(screen.getByRole('textbox', { name: 'Author' }), input.author);
    await user.click(screen.getByRole('switch', { name: 'Featured' }));
    await user.click(within(screen.getByRole('group', { name: 'Topics' })).getByRole('checkbox', { name: 'Menopause' }));
    expect(screen.getByRole('button', { name: 'Choose an image' })).toBeInTheDocument();
    expect(screen.queryByText('Please check for errors')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription('The link is not reachable from here'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Second Opinion saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/resources'));
  });

  it('opens an existing one filled in, and removes its cover', async () => {
    const existing = {
      ...savedResource({ ...input, id: 'so1', coverImage: 'abcdefabcdefabcdefabcdef', linkTitle: 'NHS: HRT' }),
      topics: [{ __typename: 'Topic', id: 't1' }],
    };
    const { user, router } = renderResource('/admin/resource/so1', [
      {
        request: { query: AdminSecondOpinionDocument, variables: { id: 'so1' } },
        result: { data: { secondOpinion: existing } },
      },
      saveMock({ ...input, id: 'so1', linkTitle: 'NHS: HRT', coverImage: null }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Second Opinion' }, FIRST)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue(input.title);
    expect(screen.getByRole('textbox', { name: 'Link title' })).toHaveValue('NHS: HRT');
    expect(screen.getByRole('switch', { name: 'Featured' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Menopause' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Periods & Cycles' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Remove cover image' }));
    expect(screen.queryByRole('button', { name: 'Remove cover image' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Second Opinion saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/resources'));
  });
});
