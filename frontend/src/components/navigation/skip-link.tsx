export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-full bg-white px-4 py-2.5 font-semibold text-ink shadow focus:not-sr-only focus:min-h-11 focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
