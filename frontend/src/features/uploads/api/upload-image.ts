import type { ApolloClient } from '@apollo/client';
import { graphql } from '@/gql';
import { compressImage, type CompressionSettings } from '../compression';
import { putFile, type UploadProgress } from '../xhr-upload';

/** Spec §8 "Upload": the ticket came without a URL to send the file to. */
export const SIGNED_POST_URL_MISSING = 'get-signed-post-url did not return a url';

const CreateUploadMutation = graphql(`
  mutation CreateUpload($input: UploadInput!) {
    createUpload(input: $input) {
      signedPostUrl
      objectId
    }
  }
`);

export type UploadOptions = {
  compression: CompressionSettings;
  /**
   * The stored object's name before the timestamp (spec §7 `{name_timestamp}`). Never the
   * file's own name: on a member's phone that can be her real name.
   */
  namePrefix: string;
  isPublic?: boolean;
  isViewableByAnyUser?: boolean;
  onProgress?: UploadProgress;
  signal?: AbortSignal;
};

/**
 * Spec §4 "File upload": compress, ask for a signed URL (`createUpload`), PUT the bytes there
 * with progress. Resolves to the object id to attach, and the bytes sent (for the preview).
 */
export async function uploadImage(
  client: ApolloClient,
  file: File,
  { compression, namePrefix, isPublic = false, isViewableByAnyUser = false, onProgress, signal }: UploadOptions,
): Promise<{ objectId: string; uploaded: File }> {
  const uploaded = await compressImage(file, compression);
  const { data } = await client.mutate({
    mutation: CreateUploadMutation,
    variables: {
      input: {
        fileName: `${namePrefix}_${Date.now()}`,
        contentType: uploaded.type || file.type,
        isPublic,
        isViewableByAnyUser,
      },
    },
  });
  const ticket = data?.createUpload;
  if (!ticket?.signedPostUrl) throw new Error(SIGNED_POST_URL_MISSING);
  await putFile(ticket.signedPostUrl, uploaded, { onProgress, signal });
  return { objectId: ticket.objectId, uploaded };
}
