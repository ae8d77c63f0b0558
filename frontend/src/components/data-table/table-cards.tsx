import { flexRender, type Row, type Table } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

type TableCardsProps<T> = {
  /** The list's accessible name: the table's label. */
  label: string;
  table: Table<T>;
  loading: boolean;
  /** The row's buttons, shown below its fields. */
  actions?: (row: Row<T>) => ReactNode;
  /** The id of the column the actions are in (its cells are not fields). */
  actionsColumn: string;
  onRowClick?: (event: MouseEvent<HTMLElement>, row: Row<T>) => void;
  onRowKeyDown?: (event: KeyboardEvent<HTMLElement>, row: Row<T>) => void;
  /** The id of the text saying what opening a row does. */
  rowHintId?: string;
};

/**
 * The table on a phone (narrower than spec §9's 768 px): a list with one card per row, each
 * cell beside its column's header (a description list, so screen readers say which is which),
 * the row's actions below, inside the screen. Long words and e-mail addresses wrap anywhere; a
 * cell's own widths and no-wrap (meant for the table's columns) give way to the card's width.
 */
export function TableCards<T>({
  label,
  table,
  loading,
  actions,
  actionsColumn,
  onRowClick,
  onRowKeyDown,
  rowHintId,
}: TableCardsProps<T>) {
  const headers = new Map(
    table.getFlatHeaders().map((header) => [
      header.column.id,
      header.isPlaceholder
        ? null
        : ((header.column.columnDef.meta as { cardLabel?: string } | undefined)?.cardLabel ??
          flexRender(header.column.columnDef.header, header.getContext())),
    ]),
  );
  const rows = table.getRowModel().rows;
  if (rows.length === 0) {
    return <p className="rounded-3xl border border-blush bg-white px-4 py-10 text-center text-sm text-ink-muted shadow-sm">No results found.</p>;
  }
  return (
    <ul
      aria-label={label}
      aria-busy={loading || undefined}
      className={`flex flex-col gap-3 transition-opacity ${loading ? 'opacity-60' : ''}`}
    >
      {rows.map((row) => (
        <li
          key={row.id}
          tabIndex={onRowClick ? 0 : undefined}
          aria-describedby={onRowClick ? rowHintId : undefined}
          onClick={onRowClick ? (event) => onRowClick(event, row) : undefined}
          onKeyDown={onRowKeyDown ? (event) => onRowKeyDown(event, row) : undefined}
          className={`min-w-0 rounded-3xl border border-blush bg-white p-4 text-sm text-ink shadow-sm ${
            onRowClick ? 'cursor-pointer hover:bg-cream focus-visible:bg-cream' : ''
          }`}
        >
          <dl className="flex flex-col gap-2.5">
            {row
              .getVisibleCells()
              .filter((cell) => cell.column.id !== actionsColumn)
              .map((cell) => (
                // The header beside its value: 7rem holds 'SHADOW BANNED', and a 375 px screen
                // leaves the value about 190 px.
                <div key={cell.id} className="grid grid-cols-[7rem_minmax(0,1fr)] items-start gap-3">
                  <dt className="pt-0.5 text-xs font-bold tracking-wide break-words text-ink-muted uppercase">{headers.get(cell.column.id)}</dt>
                  <dd className="min-w-0 wrap-anywhere **:max-w-full **:min-w-0 **:whitespace-normal **:wrap-anywhere">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </dd>
                </div>
              ))}
          </dl>
          {actions ? (
            <div role="group" aria-label="Actions" className="mt-3 flex flex-wrap items-center gap-1 border-t border-blush pt-3">
              {actions(row)}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
