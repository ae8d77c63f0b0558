import type { Reference } from '@apollo/client';
import { parse } from 'graphql';
import { createCache } from './apollo-client';
import { mergeCursorPages, type CachedPage } from './cursor-page-policy';

const ref = (id: string): Reference => ({ __ref: `Post:${id}` });
const page = (ids: string[], hasNextPage = true, endCursor: string | null = ids.at(-1) ?? null): CachedPage => ({
  items: ids.map(ref),
  hasNextPage,
  endCursor,
});
const ids = (merged: CachedPage) => merged.items.map((item) => (item as Reference).__ref.slice('Post:'.length));

describe('mergeCursorPages', () => {
  it('takes the first page as it is', () => {
    const first = page(['c', 'b']);
    expect(mergeCursorPages(undefined, first, undefined)).toBe(first);
  });

  it('appends a next page, with its cursor', () => {
    const merged = mergeCursorPages(page(['e', 'd']), page(['c', 'b'], false, 'b'), 'd');
    expect(ids(merged)).toEqual(['e', 'd', 'c', 'b']);
    expect(merged).toMatchObject({ hasNextPage: false, endCursor: 'b' });
  });

  it('leaves out items already shown (a new post shifted the pages)', () => {
    const merged = mergeCursorPages(page(['e', 'd']), page(['d', 'c']), 'd');
    expect(ids(merged)).toEqual(['e', 'd', 'c']);
  });

  it('puts a refreshed first page on top and keeps what was loaded beyond it', () => {
    const loaded = page(['e', 'd', 'c', 'b'], true, 'b');
    const merged = mergeCursorPages(loaded, page(['f', 'e'], true, 'e'), null);
    expect(ids(merged)).toEqual(['f', 'e', 'd', 'c', 'b']);
    // The next page still starts after the last item loaded.
    expect(merged).toMatchObject({ hasNextPage: true, endCursor: 'b' });
  });

  it('takes a refreshed first page whole when nothing was loaded beyond it', () => {
    const fresh = page(['f', 'e'], false, 'e');
    expect(mergeCursorPages(page(['e']), fresh, undefined)).toBe(fresh);
  });
});

describe('the cache keeps one list per filter', () => {
  // `parse`, not `gql`: codegen collects tagged documents, and this one is the test's own.
  const Feed = parse(`
    query CursorPageFeed($filter: FeedFilter!, $first: Int, $after: String) {
      feed(filter: $filter, first: $first, after: $after) {
        items {
          ... on Post {
            id
          }
        }
        hasNextPage
        endCursor
      }
    }
  `);
  const answer = (postIds: string[], hasNextPage: boolean) => ({
    feed: {
      __typename: 'FeedItemPage',
      items: postIds.map((id) => ({ __typename: 'Post', id })),
      hasNextPage,
      endCursor: postIds.at(-1) ?? null,
    },
  });
  const read = (cache: ReturnType<typeof createCache>, filter: string) =>
    (
      cache.readQuery({ query: Feed, variables: { filter, first: 2 } }) as {
        feed: { items: { id: string }[]; hasNextPage: boolean };
      } | null
    )?.feed;

  it('merges the pages of a filter, without duplicates, and keeps filters apart', () => {
    const cache = createCache();
    cache.writeQuery({ query: Feed, variables: { filter: 'ALL', first: 2 }, data: answer(['p5', 'p4'], true) });
    cache.writeQuery({ query: Feed, variables: { filter: 'ALL', first: 2, after: 'p4' }, data: answer(['p4', 'p3'], true) });
    cache.writeQuery({ query: Feed, variables: { filter: 'ALL', first: 2, after: 'p3' }, data: answer(['p2'], false) });
    cache.writeQuery({ query: Feed, variables: { filter: 'INTERESTS', first: 2 }, data: answer(['p9'], false) });

    expect(read(cache, 'ALL')?.items.map((item) => item.id)).toEqual(['p5', 'p4', 'p3', 'p2']);
    expect(read(cache, 'ALL')?.hasNextPage).toBe(false);
    expect(read(cache, 'INTERESTS')?.items.map((item) => item.id)).toEqual(['p9']);
  });

  it('knows the members of the FeedItem union', () => {
    expect(createCache().policies.fragmentMatches(parse('fragment F on FeedItem { __typename }').definitions[0] as never, 'Post')).toBe(true);
  });
});
