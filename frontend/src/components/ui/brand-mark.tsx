import { Link } from 'react-router';
import { APP_ICON, DISCREET_ICON, useDiscreetMode, useSiteName } from '@/lib/discreet-mode';

type BrandMarkProps = {
  to: string;
  /** Smaller caption under the name, e.g. "Admin". */
  caption?: string;
};

/** The forum's name and icon, or in discreet mode the plain 'Notes' and notepad. */
export function BrandMark({ to, caption }: BrandMarkProps) {
  const discreet = useDiscreetMode();
  const name = useSiteName();
  return (
    <Link to={to} className="flex min-h-11 items-center gap-2 rounded-lg text-ink">
      <img src={discreet ? DISCREET_ICON : APP_ICON} alt="" className="size-9 rounded-full bg-white p-1 shadow-sm" />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight">{name}</span>
        {caption ? (
          <span className="mt-0.5 text-xs font-semibold uppercase tracking-wider">{caption}</span>
        ) : null}
      </span>
    </Link>
  );
}
