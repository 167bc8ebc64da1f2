import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro?: string;
  /** Beside the heading: the screen's main action (ADD NEW ADDRESS). */
  action?: ReactNode;
  children: ReactNode;
}

/** The frame of every account screen: its heading, a line of help, then the content. */
export function AccountPage({ title, intro, action, children }: Props) {
  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
          {intro && <p className="text-sm text-slate-600 dark:text-slate-300">{intro}</p>}
        </div>
        {action}
      </div>
      {children}
    </div>
  );
}
