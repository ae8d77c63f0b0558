import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from '@/gql';
import { isObjectId, signedUrlCache, type SignedUrl } from '../signed-url-cache';

/** Spec §8 "Upload": the server answered without a URL to read the file from. */
export const SIGNED_URL_MISSING = 'get-signed-url did not return a url';

/**
 * What drawing a stored image needs of its signed answer. Lists that sign their images (a
 * post's `imageUrls`) select it too, by name: `...SignedImage_signedUrl @unmask`.
 */
export const SignedImage_signedUrl = graphql(`
  fragment SignedImage_signedUrl on SignedUrl {
    objectId
    signedUrl
    contentType
    width
    height
    variants {
      shape
      width
      height
      signedUrl
      contentType
    }
  }
`);

const SignedUrlQuery = graphql(`
  query SignedUrl($objectId: ID!) {
    signedUrl(objectId: $objectId) {
      ...SignedImage_signedUrl @unmask
    }
  }
`);

/** Spec §5 "Profile image": a data URL of jpeg, png, gif or webp. */
export const isImageDataUrl = (value: string) => /^data:image\/(jpeg|png|gif|webp);base64,/.test(value);

export type StoredImageSrc = {
  src: string | null;
  /** The signed answer behind `src` (with its resized copies); null for a data URL or none. */
  signed: SignedUrl | null;
  status: 'none' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** The URL stopped working (an expired or revoked link): forget it and ask again, once. False when already asked again. */
  retry: () => boolean;
};

/**
 * Where to load a stored image from: a data URL as it is; a file id through the 12-hour
 * signed-URL cache, else the answer a list gave with it (`given`, e.g. a post's `imageUrls`),
 * else `signedUrl` (then cached). The cache comes first so that the image keeps its URL, and
 * the browser its copy, across pages. Anything else is no image.
 */
export function useStoredImageSrc(source: string | null | undefined, given?: SignedUrl | null): StoredImageSrc {
  const value = source ?? '';
  const objectId = isObjectId(value) ? value : null;
  const [cached, setCached] = useState(() => (objectId ? signedUrlCache.get(objectId) : null));
  const [cachedFor, setCachedFor] = useState(objectId);
  const [retried, setRetried] = useState<string | null>(null);
  if (cachedFor !== objectId) {
    // A different image: read its cache entry (the "adjust state on prop change" pattern).
    setCachedFor(objectId);
    setCached(objectId ? signedUrlCache.get(objectId) : null);
  }

  // After a broken URL, only a fresh answer will do.
  const known = cached ?? (objectId && given && retried !== objectId ? given : null);
  const { data, error, loading } = useQuery(SignedUrlQuery, {
    variables: { objectId: objectId ?? '' },
    skip: !objectId || known !== null,
    fetchPolicy: retried === objectId ? 'network-only' : 'cache-first',
  });

  const fetched = objectId && !known ? data?.signedUrl : undefined;
  const toCache = cached ? null : (fetched ?? known);
  useEffect(() => {
    if (objectId && toCache?.signedUrl) signedUrlCache.set(objectId, toCache);
  }, [objectId, toCache]);

  const retry = useCallback(() => {
    if (!objectId || retried === objectId) return false;
    signedUrlCache.remove(objectId);
    setRetried(objectId);
    setCached(null);
    return true;
  }, [objectId, retried]);

  const none = { src: null, signed: null, retry };
  if (isImageDataUrl(value)) return { ...none, src: value, status: 'ready', error: null };
  if (!objectId) return { ...none, status: 'none', error: null };
  const signed = known ?? (fetched?.signedUrl ? fetched : null);
  if (signed) return { src: signed.signedUrl, signed, status: 'ready', error: null, retry };
  if (loading) return { ...none, status: 'loading', error: null };
  if (error) return { ...none, status: 'error', error: error.message };
  if (data) return { ...none, status: 'error', error: SIGNED_URL_MISSING };
  return { ...none, status: 'loading', error: null };
}
