import { useId, type ReactNode } from 'react';

/** A titled part of a back-office page (a customer's orders), named by its heading; `id` when a table names itself after it. */
export function Section({ title, id, children, className = '' }: { title: string; id?: string; children: ReactNode; className?: string }) {
  const own = useId();
  const headingId = id ?? own;
  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-3 ${className}`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
