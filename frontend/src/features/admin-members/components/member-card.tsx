import type { ReactNode } from 'react';

/** One section of the member page, named by its heading. */
export function MemberCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `member-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-6"
    >
      <h2 id={headingId} className="text-lg font-extrabold">
        {title}
      </h2>
      {children}
    </section>
  );
}
