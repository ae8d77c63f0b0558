export const OFFLINE_TITLE = "You're offline";

/**
 * The connection went during a visit: what is on screen stays (a half-written reply too), and
 * a bar says it is as it was when it loaded. Part of the first download: once the connection
 * has gone, no code of the app can be fetched to draw it (on a first visit the service worker
 * does not hold the app's code yet).
 */
export function OfflineBanner() {
  return (
    <p
      role="status"
      className="sticky top-0 z-30 bg-ink px-4 py-2 pr-32 text-center text-sm font-semibold text-white md:pr-44"
    >
      {OFFLINE_TITLE}: this page is as it was when it loaded, and nothing you send will go until you&apos;re back
      online.
    </p>
  );
}
