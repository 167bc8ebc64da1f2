import type { ReactNode } from 'react';

/** A form's failure or success line, announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return tone === 'error' ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800 dark:border-green-900 dark:bg-green-950/60 dark:text-green-200">
      {children}
    </p>
  );
}
