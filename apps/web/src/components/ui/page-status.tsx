import type { ReactNode } from 'react';

interface Props {
  title: string;
  children?: ReactNode;
  /** 'alert' for failures, 'status' (polite) for loading and empty states. */
  role?: 'status' | 'alert';
  busy?: boolean;
  /** When the message is the whole page (a missing product), it is the page's heading. */
  heading?: boolean;
}

/** The one look of loading, empty and error messages inside a page section. */
export function PageStatus({ title, children, role = 'status', busy = false, heading = false }: Props) {
  const Title = heading ? 'h1' : 'p';
  return (
    <div
      role={role}
      aria-busy={busy || undefined}
      className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700"
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-2 border-brand-500 border-t-transparent motion-reduce:animate-none"
        />
      )}
      <Title className={`font-medium text-slate-700 dark:text-slate-200 ${heading ? 'text-xl' : ''}`}>{title}</Title>
      {children}
    </div>
  );
}
