import { HOTLINE_REGIONS } from '../hotlines';
import { HotlineCard } from './hotline-card';

/** A row of links to each country's section, so nobody has to scroll past other countries. */
export function RegionLinks() {
  return (
    <nav aria-label="Countries">
      <ul className="flex flex-wrap gap-2">
        {HOTLINE_REGIONS.map(({ id, name }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand-deep shadow-sm ring-1 ring-blush hover:bg-blush"
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every country's services, one section (and h2) per country. */
export function HotlineDirectory() {
  return (
    <div className="space-y-10">
      {HOTLINE_REGIONS.map(({ id, name, hotlines }) => (
        // The sticky header would cover a heading reached through its anchor.
        <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
          <h2 id={`${id}-heading`} className="text-2xl font-extrabold tracking-tight text-ink">
            {name}
          </h2>
          <ul className="mt-4 space-y-4">
            {hotlines.map((hotline) => (
              <li key={hotline.name}>
                <HotlineCard hotline={hotline} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
