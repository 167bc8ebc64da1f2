import { useId, type ReactNode } from 'react';

/** A titled part of a back-office page (a customer's orders, a dashboard's numbers), named by its heading. */
export function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-3 ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
