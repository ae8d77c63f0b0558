import { screen, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { ResourcePageDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { secondOpinion } from '@/testing/forum-fixtures';
import { headerAvatarMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

const pageMock = (overrides: Record<string, unknown> = {}): GraphQLMock => ({
  request: { query: ResourcePageDocument, variables: { id: 'so1' } },
  result: { data: { secondOpinion: secondOpinion(overrides) } },
});

function renderResource(mocks: GraphQLMock[], path = '/resource/so1') {
  return renderRoute({ routes, path, signedInAs: member, mocks: [headerAvatarMock(), ...mocks] });
}

// The first render loads the lazy route module: allow it more than findBy's second.
const FIRST = { timeout: 5000 };

describe('/resource/:id', { timeout: 15_000 }, () => {
  it('shows the title, topics, author, long date and the text in its paragraphs', async () => {
    renderResource([
      pageMock({
        text: 'First paragraph,\nsecond line.\n\nSecond paragraph.\n \n\nThird paragraph.',
        topics: [
          { __typename: 'Topic', id: 't2', title: 'Menopause', description: null },
          { __typename: 'Topic', id: 't3', title: 'Sleep', description: null },
        ],
        featured: true,
      }),
    ]);
    const title = await screen.findByRole('heading', { level: 1, name: 'What the evidence says about HRT' }, FIRST);
    const article = title.closest('article')!;
    const topics = within(article).getByRole('list', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'Menopause' })).toHaveAttribute('href', '/topic/t2');
    expect(within(topics).getByRole('link', { name: 'Sleep' })).toHaveAttribute('href', '/topic/t3');
    expect(article).toHaveTextContent('By Dr. Amara Lewis');
    expect(within(article).getByText('January 5th, 2026')).toHaveAttribute('datetime', '2026-01-05T10:00:00Z');
    expect(within(article).getByText('Featured')).toBeInTheDocument();

    const paragraphs = article.querySelectorAll('p.whitespace-pre-line');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'First paragraph,\nsecond line.',
      'Second paragraph.',
      'Third paragraph.',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Second Opinions' })).toHaveAttribute('href', '/resources');
  });

  it('shows HTML in the text as text', async () => {
    renderResource([pageMock({ text: 'Before <img src=x onerror=alert(1)> after\n\n<b>bold?</b>' })]);
    const title = await screen.findByRole('heading', { level: 1 }, FIRST);
    const article = title.closest('article')!;
    expect(within(article).getByText('Before <img src=x onerror=alert(1)> after')).toBeInTheDocument();
    expect(within(article).getByText('<b>bold?</b>')).toBeInTheDocument();
    expect(article.querySelector('img')).toBeNull();
    expect(article.querySelector('b')).toBeNull();
  });

  it('shows the link card with its title, opening in a new tab without this page', async () => {
    renderResource([pageMock({ link: 'https://www.nhs.uk/conditions/menopause/', linkTitle: 'NHS: Menopause' })]);
    const link = await screen.findByRole('link', { name: /NHS: Menopause/ }, FIRST);
    expect(link).toHaveAttribute('href', 'https://www.nhs.uk/conditions/menopause/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('nhs.uk');
  });

  it('calls a link without a title "External Link"', async () => {
    renderResource([pageMock({ link: 'http://example.org/study', linkTitle: '  ' })]);
    const link = await screen.findByRole('link', { name: /External Link/ }, FIRST);
    expect(link).toHaveAttribute('href', 'http://example.org/study');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never makes a javascript: link a link', async () => {
    renderResource([pageMock({ link: 'javascript:alert(1)', linkTitle: 'Click me' })]);
    await screen.findByRole('heading', { level: 1 }, FIRST);
    expect(screen.queryByRole('link', { name: /Click me|External Link/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Click me')).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows the not-found state for a missing Second Opinion', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderResource([
      {
        request: { query: ResourcePageDocument, variables: { id: 'so1' } },
        result: { data: null, errors: [{ message: 'Second Opinion not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: "This Second Opinion isn't available" }, FIRST),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Second Opinions' })).toHaveAttribute('href', '/resources');
    vi.restoreAllMocks();
  });

  it('treats a mangled link as a Second Opinion that is not there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderResource(
      [
        {
          request: { query: ResourcePageDocument, variables: { id: 'nope' } },
          result: { data: null, errors: [{ message: 'id is not a valid id', extensions: { code: 'BAD_USER_INPUT', field: 'id' } }] },
        },
      ],
      '/resource/nope',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: "This Second Opinion isn't available" }, FIRST),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
