import { useTranslation } from 'react-i18next';
import type { AddressLabel } from '@shop/shared';

/** HOME or OFFICE beside an address. */
export function LabelBadge({ label }: { label: AddressLabel }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-[0.7rem] font-bold tracking-wide ${
        label === 'OFFICE' ? 'bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-200' : 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-200'
      }`}
    >
      {t(`account.addressForm.labels.${label}`)}
    </span>
  );
}
