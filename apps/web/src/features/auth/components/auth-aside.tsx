import { useTranslation } from 'react-i18next';
import { ReturnIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons';
import type { AuthMode } from '../utils/field-errors';
import { FlipCard } from './flip-card';

/** The welcome side of the auth card: the flipping card, the heading and why an account is worth it. */
export function AuthAside({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const perks = [
    { Icon: ShieldIcon, text: t('auth.perks.secure') },
    { Icon: TruckIcon, text: t('auth.perks.cashOnDelivery') },
    { Icon: ReturnIcon, text: t('auth.perks.returns') },
  ];
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800 px-5 py-6 text-white md:px-8 md:py-10">
      <svg aria-hidden="true" viewBox="0 0 200 200" className="pointer-events-none absolute -right-16 -bottom-20 size-72 text-brand-500">
        <circle cx="100" cy="100" r="96" fill="currentColor" opacity="0.18" />
        <circle cx="100" cy="100" r="58" fill="currentColor" opacity="0.22" />
      </svg>
      <div className="relative flex items-center gap-4 md:flex-col md:items-start md:gap-7">
        <FlipCard mode={mode} className="size-14 md:size-24" />
        <div className="flex flex-col gap-1 md:gap-2">
          <h1 className="text-xl leading-tight font-bold md:text-3xl">{t('auth.title')}</h1>
          <p className="text-sm text-slate-200 md:text-base">{t('auth.intro')}</p>
        </div>
      </div>
      <ul className="relative mt-10 hidden flex-col gap-4 md:flex">
        {perks.map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm text-slate-100">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
              <Icon className="size-5" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
