import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Bazar mark: a shopping bag and the word, drawn inline (no image request). */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('app.homeLink')}
      className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 sm:size-9">
        <rect width="32" height="32" rx="8" fill="#f85606" />
        <path d="M9 11h14l-1.6 11.2a2 2 0 0 1-2 1.8h-6.8a2 2 0 0 1-2-1.8z" fill="#fff" />
        <path d="M12.5 11V9.5a3.5 3.5 0 0 1 7 0V11" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="text-2xl font-extrabold tracking-tight text-brand-500 sm:text-[1.7rem]">Bazar</span>
    </Link>
  );
}
