/**
 * The installed app's service worker (/sw.js, written by the build: scripts/sw.js). It keeps
 * the app's code and shell for the next visit, never an answer of the server. Registered once
 * the page has loaded, so it never competes with the first screen; not in development (Vite's
 * dev server has no /sw.js) nor where the browser has none.
 */
export function registerServiceWorker({ onUpdate }: { onUpdate: (activate: () => void) => void }) {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').then(
      (registration) => watchForUpdates(registration, onUpdate),
      (error: unknown) => console.warn('The service worker could not be registered', error),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * A new version installs beside the running one and waits (the worker does not take over by
 * itself). `onUpdate` hears of it, whether it arrived during this visit or before it, and gets
 * the function that switches to it: the waiting worker takes over, then the page reloads.
 */
function watchForUpdates(registration: ServiceWorkerRegistration, onUpdate: (activate: () => void) => void) {
  // Only with a worker in charge already: the first install is not an update.
  const offer = (worker: ServiceWorker) => {
    if (navigator.serviceWorker.controller) onUpdate(() => activate(worker));
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  // An app left open for days looks for a new version when she comes back to it; the browser
  // itself looks on every page load.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

function activate(worker: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage('skip-waiting');
}
