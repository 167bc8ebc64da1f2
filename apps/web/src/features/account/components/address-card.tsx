import { useTranslation } from 'react-i18next';
import type { Address } from '@shop/shared';
import { LabelBadge } from './label-badge';

interface Props {
  address: Address;
  placeLine: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Warm the form's chunk before the click lands. */
  onIntent: () => void;
}

const action =
  'inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500';

/** One saved address with its Edit and Delete buttons. */
export function AddressCard({ address, placeLine, onEdit, onDelete, onIntent }: Props) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold text-slate-900 dark:text-white">{address.name}</h2>
        <LabelBadge label={address.label} />
      </div>
      <div className="flex flex-1 flex-col gap-1 text-sm text-slate-700 dark:text-slate-200">
        <p>{address.address}</p>
        {address.landmark && <p>{t('account.addresses.landmark', { landmark: address.landmark })}</p>}
        <p>{placeLine}</p>
        <p>{t('account.addresses.phone', { phone: address.phone })}</p>
      </div>
      <div className="flex gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
        <button
          type="button"
          onClick={onEdit}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          aria-label={t('account.addresses.editName', { name: address.name })}
          className={`${action} text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/30`}
        >
          {t('account.addresses.edit')}
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('account.addresses.deleteName', { name: address.name })}
          className={`${action} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40`}
        >
          {t('account.addresses.delete')}
        </button>
      </div>
    </article>
  );
}
