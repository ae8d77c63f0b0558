import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { LIGHTEN_BADGE, lighten, safeCssHex } from '@/lib/colour';
import { useDiscreetMode } from '@/lib/discreet-mode';

type ProfileSectionProps = {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/**
 * A card of the profile screen, headed by an icon badge in the member's colour: the icon in
 * the colour, on the colour lightened 80 % (spec §9); in discreet mode plain ink on grey, so no
 * pink or plum says what the screen is about.
 */
export function ProfileSection({ icon: Icon, title, description, children }: ProfileSectionProps) {
  const id = useId();
  const colour = useWatch({ name: 'profileColour' }) as string | undefined;
  const discreet = useDiscreetMode();
  const hex = discreet ? '#ffffff' : safeCssHex(colour);
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush sm:p-6">
      <div className="mb-4 flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-100"
          style={discreet ? undefined : { backgroundColor: lighten(hex, LIGHTEN_BADGE) }}
        >
          <Icon className="size-5 text-ink" style={{ color: hex === '#ffffff' ? undefined : hex }} />
        </span>
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-bold text-ink">
            {title}
          </h2>
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}
