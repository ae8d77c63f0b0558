import { buttonClasses } from '@/components/ui/button-classes';
import { registerServiceWorker } from '@/lib/service-worker';

export const NEW_VERSION_TEXT = 'A new version is ready.';

function NewVersionToast({ activate }: { activate: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span>{NEW_VERSION_TEXT}</span>
      <button type="button" className={buttonClasses()} onClick={activate}>
        Reload
      </button>
    </div>
  );
}

/**
 * Registers the service worker; when a new version has installed, a toast offers "Reload"
 * (it stays until she answers or closes it). Without her answer the new version takes over
 * on the next visit, once every tab of the forum has closed.
 */
export function startServiceWorker() {
  registerServiceWorker({
    onUpdate: (activate) => {
      void import('react-toastify').then(({ toast }) =>
        toast(<NewVersionToast activate={activate} />, {
          toastId: 'new-version',
          autoClose: false,
          closeOnClick: false,
        }),
      );
    },
  });
}
