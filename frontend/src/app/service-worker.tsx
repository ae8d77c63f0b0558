import { registerServiceWorker } from '@/lib/service-worker';
import { NewVersionToast } from './new-version-toast';

/**
 * Registers the service worker; when a new version has installed, a toast offers "Reload"
 * (it stays until she answers or closes it). Without her answer the new version takes over
 * on the next visit, once every tab of the forum has closed.
 */
export function startServiceWorker() {
  registerServiceWorker({
    onUpdate: (activate) => {
      // react-toastify loads with the toasts' container, after the first screen.
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
