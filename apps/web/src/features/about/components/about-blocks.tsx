import type { SVGProps } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/product/help-and-about.md: the four blocks of the about text, in the page's order. */
const BLOCKS = ['who', 'mission', 'offer', 'why'] as const;

const ICONS: Record<(typeof BLOCKS)[number], string> = {
  who: 'M16 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 18.5V20M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM20 20v-1.5a3.5 3.5 0 0 0-2.5-3.3M15.5 4.2a3.5 3.5 0 0 1 0 6.6',
  mission: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
  offer: 'M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8zM9 8V6.5a3 3 0 0 1 6 0V8',
  why: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zM9 12l2 2 4-4',
};

function BlockIcon({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d={d} />
    </svg>
  );
}

export function AboutBlocks() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {BLOCKS.map((block) => (
        <li key={block} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 sm:flex-row sm:gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
            <BlockIcon d={ICONS[block]} className="size-6" />
          </span>
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-bold text-slate-900 dark:text-white">{t(`storefront.about.blocks.${block}.title`)}</h2>
            <p className="leading-relaxed text-slate-700 dark:text-slate-300">{t(`storefront.about.blocks.${block}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
