import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/language-switch';
import { ShopMark } from '../../components/shop-mark';
import { useAdminTitle } from '../../kit/page';

/** The frame of the pages before signing in: the shop's mark, the language, and a card. */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
  useAdminTitle(title);
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-10">
      <div className="flex w-full max-w-md items-center justify-between gap-3">
        <span className="flex items-center gap-2">
          <ShopMark />
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
