import type { ReactNode } from 'react';

/** The head row of a back-office table. */
export const TABLE_HEAD = 'bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase';
/** A cell's padding in the back office's tables. */
export const CELL = 'px-3 py-2';

/**
 * A back-office table in a named region that scrolls sideways where the screen is narrower than the table (a
 * 768 px tablet) and can be scrolled from the keyboard. `label` names it (and is its caption for screen readers);
 * `labelledBy` names it after a heading of the page instead. `busy` while a new page of rows is on its way.
 */
export function DataTable({ label, labelledBy, busy, children }: { label?: string; labelledBy?: string; busy?: boolean; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className="w-full text-left text-sm" aria-busy={busy || undefined}>
        {label && <caption className="sr-only">{label}</caption>}
        {children}
      </table>
    </div>
  );
}

type Column = string | false | { text: string; className: string };

/** A table's head row: a column heading for each entry, `false` for one the person may not see, a class for a number's. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead className={TABLE_HEAD}>
      <tr>
        {columns.map((column) =>
          column === false ? null : typeof column === 'string' ? (
            <th key={column} scope="col" className={CELL}>
              {column}
            </th>
          ) : (
            <th key={column.text} scope="col" className={`${CELL} ${column.className}`}>
              {column.text}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
