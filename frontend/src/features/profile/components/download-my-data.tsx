import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { GENERIC_FORM_ERROR, serverErrorText } from '@/components/form/form-error';
import { buttonClasses } from '@/components/ui/button-classes';
import { apiDownload, saveFile } from '@/lib/api-download';

/** The REST path of her data export (a JSON file; at most 5 an hour). */
export const EXPORT_PATH = 'app/user/export';
/** The file's name when the server's answer does not give one. */
export const EXPORT_FALLBACK_NAME = 'my-data.json';
export const EXPORT_READY = 'Your file is downloading. Keep it somewhere private: it holds your private details.';

/**
 * 'Download my data': fetches her export with the session's bearer headers and hands the
 * file to the browser to save. The button says it is preparing the file meanwhile; a refusal
 * (e.g. 429, too many exports this hour) shows the server's words in a toast.
 */
export function DownloadMyData() {
  const [state, setState] = useState<'idle' | 'fetching' | 'done'>('idle');
  const fetching = state === 'fetching';

  const download = async () => {
    setState('fetching');
    try {
      saveFile(await apiDownload(EXPORT_PATH, EXPORT_FALLBACK_NAME));
      setState('done');
    } catch (error) {
      console.error(error);
      toast.error(serverErrorText(error) ?? GENERIC_FORM_ERROR);
      setState('idle');
    }
  };

  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={fetching}
        aria-busy={fetching || undefined}
        onClick={() => void download()}
        className={`${buttonClasses('secondary')} disabled:cursor-wait disabled:opacity-70`}
      >
        {fetching ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {fetching ? 'Preparing your file…' : 'Download my data'}
      </button>
      <p aria-live="polite" className="text-sm text-ink-muted">
        {state === 'done' ? EXPORT_READY : null}
      </p>
    </div>
  );
}
