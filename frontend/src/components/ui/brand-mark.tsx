import { Link } from 'react-router';

type BrandMarkProps = {
  to: string;
  /** Smaller caption under the name, e.g. "Admin". */
  caption?: string;
};

export function BrandMark({ to, caption }: BrandMarkProps) {
  return (
    <Link to={to} className="flex min-h-11 items-center gap-2 rounded-lg text-ink">
      <img src="/favicon.svg" alt="" className="size-9 rounded-full bg-white p-1 shadow-sm" />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight">Real Talk</span>
        {caption ? (
          <span className="mt-0.5 text-xs font-semibold uppercase tracking-wider">{caption}</span>
        ) : null}
      </span>
    </Link>
  );
}
