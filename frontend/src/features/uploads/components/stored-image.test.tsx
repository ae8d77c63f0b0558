import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { SignedUrlDocument } from '@/gql/graphql';
import { apolloClient } from '@/lib/apollo-client';
import { serveGraphQL } from '@/testing/render-route';
import { signedUrlCache } from '../signed-url-cache';
import { StoredImage } from './stored-image';

const objectId = '0123456789abcdef01234567';

function show(source: string | null, props: Partial<Parameters<typeof StoredImage>[0]> = {}) {
  return render(
    <ApolloProvider client={apolloClient}>
      <StoredImage source={source} alt="Avatar" {...props} />
    </ApolloProvider>,
  );
}

const square = (width: number) => ({
  __typename: 'ImageVariant' as const,
  shape: 'SQUARE' as const,
  width,
  height: width,
  signedUrl: `https://files.test/s${width}`,
  contentType: 'image/jpeg',
});

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
          data: {
            signedUrl: {
              __typename: 'SignedUrl',
              signedUrl: 'https://files.test/fresh',
              contentType: 'image/jpeg',
              width: null,
              height: null,
              variants: [],
            },
          },
        },
      },
    ]);
    show(objectId);
    expect(await screen.findByAltText('Avatar')).toHaveAttribute('src', 'https://files.test/fresh');
    await waitFor(() => expect(signedUrlCache.get(objectId)?.signedUrl).toBe('https://files.test/fresh'));
  });

  it('offers an avatar its resized squares with srcset and sizes, and caches them', async () => {
    serveGraphQL([
      {
        request: { query: SignedUrlDocument, variables: { objectId } },
        result: {
          data: {
            signedUrl: {
              __typename: 'SignedUrl',
              signedUrl: 'https://files.test/original',
              contentType: 'image/jpeg',
              width: 400,
              height: 300,
              variants: [square(32), square(64), square(128)],
            },
          },
        },
      },
    ]);
    show(objectId, { shape: 'square', sizes: '32px', loading: 'lazy' });
    const image = await screen.findByAltText('Avatar');
    expect(image).toHaveAttribute('src', 'https://files.test/original');
    expect(image).toHaveAttribute(
      'srcset',
      'https://files.test/s32 32w, https://files.test/s64 64w, https://files.test/s128 128w, https://files.test/original 300w',
    );
    expect(image).toHaveAttribute('sizes', '32px');
    expect(image).toHaveAttribute('width', '128');
    expect(image).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(signedUrlCache.get(objectId)?.variants).toHaveLength(3));
  });

  it('shows an older upload without copies as the original alone', () => {
    signedUrlCache.set(objectId, { signedUrl: 'https://files.test/old', contentType: 'image/png' });
    serveGraphQL([]);
    show(objectId, { shape: 'square', sizes: '32px' });
    const image = screen.getByAltText('Avatar');
    expect(image).toHaveAttribute('src', 'https://files.test/old');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('shows an image a list signed already without asking, caches it, and fetches the first one first', async () => {
    const ask = vi.fn();
    serveGraphQL([{ request: { query: SignedUrlDocument, variables: { objectId } }, result: ask }]);
    const given = { signedUrl: 'https://files.test/from-the-feed', contentType: 'image/jpeg', width: 480, height: 320, variants: [] };
    show(objectId, { signed: given, priority: true, loading: 'lazy' });
    const image = screen.getByAltText('Avatar');
    expect(image).toHaveAttribute('src', 'https://files.test/from-the-feed');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(ask).not.toHaveBeenCalled();
    await waitFor(() => expect(signedUrlCache.get(objectId)?.signedUrl).toBe('https://files.test/from-the-feed'));
  });

  it('keeps the URL it cached over a newer one from a list, so the browser keeps its copy', () => {
    serveGraphQL([]);
    signedUrlCache.set(objectId, { signedUrl: 'https://files.test/cached', contentType: 'image/jpeg' });
    show(objectId, { signed: { signedUrl: 'https://files.test/newer', contentType: 'image/jpeg' } });
    expect(screen.getByAltText('Avatar')).toHaveAttribute('src', 'https://files.test/cached');
  });

  it('shows nothing for something that is neither', () => {
    serveGraphQL([]);
    show('https://elsewhere.test/tracker.png');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
