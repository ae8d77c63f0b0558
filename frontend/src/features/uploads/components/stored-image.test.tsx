import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { SignedUrlDocument } from '@/gql/graphql';
import { apolloClient } from '@/lib/apollo-client';
import { serveGraphQL } from '@/testing/render-route';
import { signedUrlCache } from '../signed-url-cache';
import { StoredImage } from './stored-image';

const objectId = '0123456789abcdef01234567';

function show(source: string | null) {
  return render(
    <ApolloProvider client={apolloClient}>
      <StoredImage source={source} alt="Avatar" />
    </ApolloProvider>,
  );
}

describe('StoredImage', () => {
  it('shows a data URL as it is', () => {
    serveGraphQL([]);
    show('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByAltText('Avatar')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  });

  it('reads a file id from the cache without asking the server', () => {
    const ask = vi.fn();
    serveGraphQL([{ request: { query: SignedUrlDocument, variables: { objectId } }, result: ask }]);
    signedUrlCache.set(objectId, { signedUrl: 'https://files.test/cached', contentType: 'image/jpeg' });
    show(objectId);
    expect(screen.getByAltText('Avatar')).toHaveAttribute('src', 'https://files.test/cached');
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks signedUrl on a miss, then caches the answer', async () => {
    serveGraphQL([
      {
        request: { query: SignedUrlDocument, variables: { objectId } },
        result: {
          data: { signedUrl: { __typename: 'SignedUrl', signedUrl: 'https://files.test/fresh', contentType: 'image/jpeg' } },
        },
      },
    ]);
    show(objectId);
    expect(await screen.findByAltText('Avatar')).toHaveAttribute('src', 'https://files.test/fresh');
    await waitFor(() => expect(signedUrlCache.get(objectId)?.signedUrl).toBe('https://files.test/fresh'));
  });

  it('shows nothing for something that is neither', () => {
    serveGraphQL([]);
    show('https://elsewhere.test/tracker.png');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
