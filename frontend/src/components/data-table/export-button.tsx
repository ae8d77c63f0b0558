import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { buttonClasses } from '@/components/ui/button-classes';
import { apiDownload, saveFile } from '@/lib/api-download';
import { exportErrorText, exportUrl, type TableQueryState } from './table-rules';

/**
 * Downloads every row matching what the screen shows as CSV (spec §2, §9), with the app's
 * session handling; busy while the file comes, a toast when the server refuses (spec §8).
 */
export function ExportButton({ path, query, fileName }: { path: string; query: TableQueryState; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await apiDownload(exportUrl(path, query), fileName));
    } catch (error) {
      toast.error(exportErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy || undefined}
      className={`${buttonClasses('secondary')} disabled:opacity-70`}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      Export
    </button>
  );
}
