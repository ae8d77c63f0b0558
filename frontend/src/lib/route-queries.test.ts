import { HomeTopicsDocument, TopicChip_TopicFragmentDoc } from '@/gql/graphql';
import { ApiError } from '@/lib/api-error';
import { apolloClient, preloadQuery } from '@/lib/apollo-client';
import { serveGraphQL, type GraphQLMock } from '@/testing/render-route';
import { awaitPageQueries, redirectWhenForbidden } from './route-queries';

const topics: GraphQLMock = {
  request: { query: HomeTopicsDocument },
  result: { data: { topics: [{ __typename: 'Topic', id: 't1', title: 'Menopause', description: null }] } },
};
const refused = (code: string): GraphQLMock => ({
  request: { query: HomeTopicsDocument },
  result: { data: null, errors: [{ message: 'No', extensions: { code } }] },
});

/** What a loader threw, if anything. */
async function thrownBy(load: () => Promise<unknown>) {
  try {
    await load();
    return null;
  } catch (thrown) {
    return thrown;
  }
}

describe('page queries in route loaders', () => {
  it('answers with the started queries once they have loaded', async () => {
    serveGraphQL([topics]);
    const ref = preloadQuery(HomeTopicsDocument);
    await expect(awaitPageQueries({ topics: ref })).resolves.toEqual({ topics: ref });
  });

  it('turns a FORBIDDEN page load into a redirect to /forbidden', async () => {
    serveGraphQL([refused('FORBIDDEN')]);
    const thrown = await thrownBy(() => awaitPageQueries({ topics: preloadQuery(HomeTopicsDocument) }));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/forbidden');
  });

  it('leaves any other failure to the page', async () => {
    serveGraphQL([refused('INTERNAL_SERVER_ERROR')]);
    const ref = preloadQuery(HomeTopicsDocument);
    await expect(awaitPageQueries({ topics: ref })).resolves.toEqual({ topics: ref });
  });

  it('redirects a REST 403 the same way, and nothing else', () => {
    expect(() => redirectWhenForbidden(new ApiError(403, 'Admins only'))).toThrow(Response);
    expect(() => redirectWhenForbidden(new ApiError(500, 'Oops'))).not.toThrow();
    expect(() => redirectWhenForbidden(new TypeError('Failed to fetch'))).not.toThrow();
  });
});

describe('data masking', () => {
  it("hides a component's fragment fields from the query that spreads it", async () => {
    serveGraphQL([topics]);
    const { data } = await apolloClient.query({ query: HomeTopicsDocument });
    // The page sees what it selected itself; the title belongs to TopicChip.
    expect(data?.topics).toEqual([{ __typename: 'Topic', id: 't1' }]);
    expect(
      apolloClient.readFragment({ fragment: TopicChip_TopicFragmentDoc, id: 'Topic:t1' }),
    ).toMatchObject({ title: 'Menopause' });
  });
});
