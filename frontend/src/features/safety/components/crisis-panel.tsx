import { ArrowUpRight, HeartHandshake } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useDebounce } from 'use-debounce';
import { paths } from '@/config/paths';
import { hasCrisisLanguage } from '../crisis-language';

/** She is still typing: the words are checked once she pauses this long. */
export const CRISIS_CHECK_DELAY_MS = 400;

export const CRISIS_PANEL_TITLE = "You're not alone";

type CrisisPanelProps = {
  /** What she has written so far. */
  text: string;
  /** The crisis lines (the support feature's, supplied by the app). */
  lines: ReactNode;
};

/**
 * A gentle panel beside what she writes, while it holds words about suicide or self-harm
 * (safety/crisis-phrases.json): the crisis lines and a link to Crisis Support. It never stops
 * her posting. Announced politely, once, when it appears.
 */
export function CrisisPanel({ text, lines }: CrisisPanelProps) {
  const [settled] = useDebounce(text, CRISIS_CHECK_DELAY_MS);
  const show = hasCrisisLanguage(settled);
  const id = useId();
  return (
    <div aria-live="polite">
      {show ? (
        <section
          aria-labelledby={id}
          className="space-y-3 rounded-2xl border border-brand-pink/30 bg-gradient-to-br from-cream to-blush p-4 text-ink"
        >
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="bg-brand-gradient flex size-9 shrink-0 items-center justify-center rounded-full text-ink"
            >
              <HeartHandshake className="size-5" />
            </span>
            <div className="min-w-0 space-y-1">
              <p id={id} className="font-extrabold">
                {CRISIS_PANEL_TITLE}
              </p>
              <p className="text-sm">
                If you&apos;re thinking about ending your life or hurting yourself, you can talk to someone now. It&apos;s
                free and confidential.
              </p>
            </div>
          </div>
          {lines}
          <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <a
              href={paths.app.crisisSupport.getHref()}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center gap-1 font-bold text-brand-deep underline underline-offset-2 hover:text-brand-plum"
            >
              More help on the Crisis Support page
              <ArrowUpRight aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <span className="text-ink-muted">You can still share what you&apos;ve written whenever you&apos;re ready.</span>
          </p>
        </section>
      ) : null}
    </div>
  );
}
