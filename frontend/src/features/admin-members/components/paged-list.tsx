import type { ReactNode } from 'react';
import { MEMBER_LIST_SIZE } from '../api/member-documents';
import { MemberCard } from './member-card';

/** The first page of one of her lists, as the server answers every paged field. */
export type Page<T> = { readonly items: readonly T[]; readonly hasNextPage: boolean };

type PagedListProps<T> = {
  title: string;
  page: Page<T>;
  /** What the list holds when empty. */
  empty: string;
  row: (item: T) => ReactNode;
};

/** One of the member page's lists: its card, its rows or what it holds when empty, and a note when there is more. */
export function PagedList<T extends { id: string }>({ title, page, empty, row }: PagedListProps<T>) {
  return (
    <MemberCard title={title}>
      {page.items.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-blush">
            {page.items.map((item) => (
              <li key={item.id} className="min-w-0 py-3">
                {row(item)}
              </li>
            ))}
          </ul>
          {page.hasNextPage ? <p className="text-sm text-ink-muted">Showing the latest {MEMBER_LIST_SIZE}.</p> : null}
        </>
      )}
    </MemberCard>
  );
}
