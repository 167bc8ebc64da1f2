import { useTranslation } from 'react-i18next';

/** Says when the API searched for other words than typed ('tshrt' → 'tshirt'). */
export function SearchNotice({ search, corrected }: { search: string; corrected: string | undefined }) {
  const { t } = useTranslation();
  if (!search || !corrected || corrected === search.toLowerCase()) return null;
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
      <p className="font-semibold">{t('listing.products.corrected', { corrected })}</p>
      <p className="text-amber-800 dark:text-amber-200">{t('listing.products.correctedFrom', { search })}</p>
    </div>
  );
}
