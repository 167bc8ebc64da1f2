import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/language-switch';
import { useAdminTitle } from '../../kit/page';
import { useAdminTranslation } from '../../i18n/i18n';

/** The frame of the pages before signing in: the shop's mark, the language, and a card. */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useAdminTranslation();
  useAdminTitle(title);
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-10">
      <div className="flex w-full max-w-md items-center justify-between gap-3">
        <span className="flex items-center gap-2">
          <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="#f85606" />
            <path d="M9 11h14l-1.6 11.2a2 2 0 0 1-2 1.8h-6.8a2 2 0 0 1-2-1.8z" fill="#fff" />
            <path d="M12.5 11V9.5a3.5 3.5 0 0 1 7 0V11" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="font-bold tracking-tight text-slate-900">{t('app.name')}</span>
        </span>
        <LanguageSwitch />
      </div>
      <main className="mt-6 w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
      </main>
    </div>
  );
}
