import {
  CommentPermalinkDocument,
  CommentsDocument,
  FeedDocument,
  HomeReactionTypesDocument,
  InterestTopicsDocument,
  MarkFeedSeenDocument,
  PostPageDocument,
} from '@/gql/graphql';
import type { GraphQLMock } from './render-route';

/** Two of the reaction types, 'Me Too' first as the server orders them. */
export const reactionTypes = [
  { __typename: 'ReactionType', id: 'r1', name: 'Me Too', emoji: '🙋‍♀️', description: 'Same here' },
  { __typename: 'ReactionType', id: 'r2', name: 'Hugs', emoji: '🤗', description: 'Sending support' },
] as const;

/** A post's or comment's tally: every reaction type, with counts. */
export const tallies = (counts: number[] = [0, 0], mine: boolean[] = []) =>
  reactionTypes.map((reactionType, index) => ({
    __typename: 'ReactionTally',
    reactionType: { __typename: 'ReactionType', id: reactionType.id, name: reactionType.name, emoji: reactionType.emoji },
    count: counts[index] ?? 0,
    reactedByMe: mine[index] ?? false,
  }));

export const author = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Author',
  id: 'u1',
  username: 'GentleHeron321',
  profileColour: 'e8518d',
  profileImage: null,
  ...overrides,
});

/** A post with every field the cards select. */
export const post = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Post',
  id: 'p1',
  title: 'Hot flushes at night',
  text: 'Does anyone else wake up drenched? What helped you?',
  images: [],
  imageUrls: [],
  links: [],
  createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
  commentCount: 0,
  isShadowBanned: false,
  contentWarning: null,
  savedByMe: false,
  followedByMe: false,
  editedAt: null,
  isDeleted: false,
  owner: author(),
  topics: [{ __typename: 'Topic', id: 't1', title: 'Menopause', description: 'Changes and support' }],
  reactions: tallies(),
  ...overrides,
});

/** A Second Opinion with every field its card selects. */
export const resource = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'SecondOpinion',
  id: 'so1',
  title: 'What the evidence says about HRT',
  text: 'A GP explains the latest research.',
  author: 'Dr. Amara Lewis',
  createdAt: '2026-01-05T10:00:00Z',
  coverImage: null,
  topics: [],
  ...overrides,
});

/** A Second Opinion with every field the Resources grid and the resource page select. */
export const secondOpinion = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'SecondOpinion',
  id: 'so1',
  title: 'What the evidence says about HRT',
  text: 'A GP explains the latest research.',
  author: 'Dr. Amara Lewis',
  featured: false,
  coverImage: null,
  link: null,
  linkTitle: null,
  createdAt: '2026-01-05T10:00:00Z',
  topics: [{ __typename: 'Topic', id: 't2', title: 'Menopause', description: 'About Menopause' }],
  ...overrides,
});

type PageOptions = { hasNextPage?: boolean; endCursor?: string | null };

export const feedMock = (
  items: object[],
  {
    filter = 'INTERESTS',
    sort = 'NEW',
    period = 'WEEK',
    after,
    hasNextPage = false,
    endCursor = null,
  }: PageOptions & { filter?: string; sort?: string; period?: string; after?: string } = {},
): GraphQLMock => ({
  request: { query: FeedDocument, variables: { filter, sort, period, first: 20, ...(after ? { after } : {}) } },
  result: { data: { feed: { __typename: 'FeedItemPage', items, hasNextPage, endCursor } } },
});

/** The feed tells the server it was seen; `mark` is the end of her last visit (null: none). */
export const feedSeenMock = (mark: string | null = null): GraphQLMock => ({
  request: { query: MarkFeedSeenDocument },
  result: { data: { markFeedSeen: mark } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The legend never changes during a test: any re-render that asks again (a busy machine's) gets it too. */
export const legendMock: GraphQLMock = {
  request: { query: HomeReactionTypesDocument },
  result: { data: { reactionTypes } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const interestTopicsMock = (topics: object[] = []): GraphQLMock => ({
  request: { query: InterestTopicsDocument },
  result: { data: { me: { __typename: 'CurrentUser', id: 'm1', topicsOfInterest: topics } } },
});

/** What the feed asks for when it opens with nothing in it. */
export const emptyHomeMocks = (): GraphQLMock[] => [legendMock, interestTopicsMock(), feedMock([])];

export const postPageMock = (overrides: Record<string, unknown> = {}): GraphQLMock => ({
  request: { query: PostPageDocument, variables: { id: (overrides.id as string | undefined) ?? 'p1' } },
  result: { data: { post: post(overrides) } },
});

/** A comment with every field the thread selects. */
export const comment = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Comment',
  id: 'c1',
  postId: 'p1',
  parentId: null,
  text: 'Yes! A fan by the bed helped me.',
  isReply: false,
  isShadowBanned: false,
  isDeleted: false,
  isFromBlockedMember: false,
  replyCount: 0,
  createdAt: new Date(Date.now() - 30 * 60 * 1000).toISOString(),
  editedAt: null,
  owner: author({ id: 'u2', username: 'SunnyOtter456', profileColour: 'f7a521' }),
  reactions: tallies(),
  ...overrides,
});

export const commentsMock = (
  items: object[],
  { postId = 'p1', parentId = null, after, hasNextPage = false, endCursor = null }: PageOptions & {
    postId?: string;
    parentId?: string | null;
    after?: string;
  } = {},
): GraphQLMock => ({
  request: {
    query: CommentsDocument,
    variables: { postId, parentId, first: 20, ...(after ? { after } : {}) },
  },
  result: { data: { comments: { __typename: 'CommentPage', items, hasNextPage, endCursor } } },
});

/** Where a comment sits (its permalink): the thread down to it, or why it isn't shown. */
export const permalinkMock = (
  thread: object[],
  { postId = 'p1', commentId, status = 'SHOWN' }: { postId?: string; commentId: string; status?: string },
): GraphQLMock => ({
  request: { query: CommentPermalinkDocument, variables: { postId, commentId } },
  result: { data: { commentPermalink: { __typename: 'CommentPermalink', status, thread } } },
});
