import { useAdminTranslation } from '../i18n/i18n';

/** The shop's mark and the back office's name, as the menu and the signed-out pages show them. */
export function ShopMark() {
  const { t } = useAdminTranslation();
  return (
    <>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#f85606" />
        <path d="M9 11h14l-1.6 11.2a2 2 0 0 1-2 1.8h-6.8a2 2 0 0 1-2-1.8z" fill="#fff" />
        <path d="M12.5 11V9.5a3.5 3.5 0 0 1 7 0V11" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="font-bold tracking-tight text-slate-900">{t('app.name')}</span>
    </>
  );
}
