import { createContext, useContext, useEffect, useId } from 'react';

/** Why a form's submit button waits while a file is still on its way. */
export const UPLOADING_REASON = 'Wait for the image to finish uploading';

type PendingUploads = { report(id: string, busy: boolean): void };

/** Provided by the form engine: its upload fields tell it when they are busy. */
export const PendingUploadsContext = createContext<PendingUploads | null>(null);

/**
 * An upload field says whether it is sending a file: the form around it (if any) keeps its
 * submit button disabled meanwhile, so a post is never sent without the photo being uploaded.
 */
export function usePendingUpload(busy: boolean) {
  const uploads = useContext(PendingUploadsContext);
  const id = useId();
  useEffect(() => {
    if (!uploads) return;
    uploads.report(id, busy);
    return () => uploads.report(id, false);
  }, [uploads, id, busy]);
}
