import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  title: string;
  /** The card's EDIT link and its full name for screen readers. */
  edit?: { to: string; label: string; text: string };
  /** Beside the title: the 'Saved!' label. */
  badge?: ReactNode;
  children: ReactNode;
}

/** A dashboard card (Personal Profile, Address Book): a titled box with its EDIT link. */
export function SummaryCard({ title, edit, badge, children }: Props) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="font-semibold text-slate-900 dark:text-white">{title}</h2>
        {edit && (
          <>
            <span aria-hidden="true" className="text-slate-300 dark:text-slate-600">
              |
            </span>
            <Link
              to={edit.to}
              aria-label={edit.label}
              className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
            >
              {edit.text}
            </Link>
          </>
        )}
        {badge}
      </div>
      <div className="text-sm text-slate-700 dark:text-slate-200">{children}</div>
    </section>
  );
}
