import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  /** Products of this page (without a highlighted extra). */
  shown: number;
  total: number;
  pageSize: number;
}

/** 'Showing 33–64 of 300 products', announced politely when the page or filters change. */
export function ResultRange({ page, shown, total, pageSize }: Props) {
  const { t } = useTranslation();
  if (total === 0 || shown === 0) return null;
  const from = (page - 1) * pageSize + 1;
  return (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
      {t('listing.common.range', { from, to: from + shown - 1, count: total })}
    </p>
  );
}
