import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@shop/shared';
import { fieldClass, labelClass } from './styles';

interface Props {
  addresses: Address[];
  shown: Address | undefined;
  onSelect: (id: string) => void;
}

/** Who collects the parcel: name, phone and address from the address book; a choice when there are several. */
export function ContactAddress({ addresses, shown, onSelect }: Props) {
  const { t } = useTranslation();
  const selectId = useId();
  if (!shown) return <p className="text-sm text-slate-700 dark:text-slate-300">{t('checkout.address.none')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <address data-testid="checkout-contact" className="flex flex-col gap-0.5 text-sm not-italic text-slate-700 dark:text-slate-300">
        <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
          {shown.name}
          <span className="rounded bg-brand-50 px-1.5 py-0.5 text-[11px] font-bold tracking-wide text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
            {t(`checkout.address.labels.${shown.label}`)}
          </span>
        </span>
        <span>{t('checkout.address.phone', { phone: shown.phone })}</span>
        <span>{[shown.address, shown.landmark].filter(Boolean).join(', ')}</span>
        <span>{[shown.zone, shown.city, shown.province].join(', ')}</span>
      </address>
      {addresses.length > 1 && (
        <div className="flex max-w-sm flex-col gap-1">
          <label htmlFor={selectId} className={labelClass}>{t('checkout.address.choose')}</label>
          <select id={selectId} value={shown.id} onChange={(event) => onSelect(event.target.value)} className={`${fieldClass} h-10`}>
            {addresses.map((address) => (
              <option key={address.id} value={address.id}>
                {`${address.name} — ${address.zone}, ${address.city}`}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
