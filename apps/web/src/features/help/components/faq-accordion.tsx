import type { Faq } from '../utils/filter-faqs';

interface Props {
  faqs: readonly Faq[];
  /** Opening one answer closes the others in the same group (the `name` of exclusive <details>). */
  group: string;
}

/**
 * Questions that open to their answers. Native <details>/<summary>: keyboard, screen readers and
 * find-in-page work without script, and the browser reports open and closed itself.
 */
export function FaqAccordion({ faqs, group }: Props) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details name={group} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-5 dark:text-white dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none">
                <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <p className="px-4 pb-4 leading-relaxed text-slate-700 sm:px-5 dark:text-slate-300">{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
