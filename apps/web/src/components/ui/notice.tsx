import type { ReactNode, Ref } from 'react';

const TONES = {
  info: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-900 dark:bg-blue-950/50 dark:text-blue-100',
  success: 'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950/50 dark:text-green-100',
  warning: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100',
  error: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100',
} as const;

export type NoticeTone = keyof typeof TONES;

interface Props {
  tone: NoticeTone;
  children: ReactNode;
  /** 'alert' for failures, 'status' for news the reader waits for; none for standing notes. */
  role?: 'alert' | 'status';
  /** Read out when it appears, by its tone: an error at once (alert), anything else politely (status). */
  announce?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** The one message beside what it is about, in both apps: success, failure, a warning or a note. */
export function Notice({ tone, children, role, announce = false, ref }: Props) {
  const said = role ?? (announce ? (tone === 'error' ? 'alert' : 'status') : undefined);
  return (
    <div ref={ref} role={said} tabIndex={ref ? -1 : undefined} className={`rounded-md border px-4 py-3 text-sm focus:outline-none ${TONES[tone]}`}>
      {children}
    </div>
  );
}
