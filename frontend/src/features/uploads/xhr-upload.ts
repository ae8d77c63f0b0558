export type UploadProgress = (percent: number) => void;

/** The upload's failure: the HTTP status (0 for a network failure or an abort). */
export class UploadError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/**
 * PUTs the raw bytes to a signed URL with the file's Content-Type (spec §7 "Files"),
 * reporting progress in whole percent. XMLHttpRequest, because fetch cannot report upload
 * progress. No session headers: the URL carries its own signature.
 */
export function putFile(
  url: string,
  file: Blob,
  { onProgress, signal }: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    if (file.type) xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
      } else {
        reject(new UploadError(xhr.status, xhr.statusText || `Upload failed (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new UploadError(0, 'Upload failed'));
    xhr.onabort = () => reject(new UploadError(0, 'Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
