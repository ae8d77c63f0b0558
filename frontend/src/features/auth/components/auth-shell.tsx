import { BookHeart, HeartHandshake, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const promises: { icon: LucideIcon; text: string }[] = [
  { icon: ShieldCheck, text: 'Anonymous by design: others only see your generated username.' },
  { icon: HeartHandshake, text: 'Honest stories and support from women who have been there.' },
  { icon: BookHeart, text: 'Second Opinions: expert articles on the topics you care about.' },
];

type AuthShellProps = {
  /** The id of the h1, so the form can be named by it. */
  titleId: string;
  title: string;
  description?: ReactNode;
  /** The welcome panel's headline, beside the form on wide screens and above it on phones. */
  welcome: string;
  icon: LucideIcon;
  children: ReactNode;
};

/** The frame of the sign-in screens: a gradient welcome panel and a white card with the form. */
export function AuthShell({ titleId, title, description, welcome, icon: Icon, children }: AuthShellProps) {
  return (
    <div className="mx-auto grid w-full max-w-md overflow-hidden rounded-[2rem] bg-white shadow-xl ring-1 shadow-brand-pink/10 ring-blush md:max-w-4xl md:grid-cols-[5fr_6fr]">
      <aside className="bg-brand-gradient relative overflow-hidden px-6 py-6 text-ink md:px-10 md:py-12">
        <div aria-hidden="true" className="absolute -top-16 -right-16 size-48 rounded-full bg-white/15" />
        <div
          aria-hidden="true"
          className="absolute -bottom-20 -left-10 hidden size-56 rounded-full bg-white/10 md:block"
        />
        <div className="relative flex items-center gap-4 md:block">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/85 shadow-sm md:size-14">
            <Icon aria-hidden="true" className="size-6 text-brand-deep md:size-7" />
          </span>
          <p className="text-lg leading-snug font-extrabold md:mt-6 md:text-3xl md:leading-tight">
            {welcome}
          </p>
        </div>
        <ul className="relative mt-8 hidden space-y-4 md:block">
          {promises.map(({ icon: PromiseIcon, text }) => (
            <li key={text} className="flex gap-3 text-sm leading-relaxed font-medium">
              <PromiseIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {text}
            </li>
          ))}
        </ul>
      </aside>
      <div className="px-6 py-8 md:px-10 md:py-12">
        <h1 id={titleId} className="text-3xl font-extrabold tracking-tight text-ink">
          {title}
        </h1>
        {description ? <div className="mt-2 text-ink-muted">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** A link row under a form, e.g. "New here? Create an account". */
export function AuthFooter({ children }: { children: ReactNode }) {
  return <div className="border-t border-blush pt-5 text-center text-sm text-ink-muted">{children}</div>;
}

export const authLinkClasses =
  'font-semibold text-brand-deep underline decoration-brand-deep/30 underline-offset-4 hover:decoration-brand-deep';
