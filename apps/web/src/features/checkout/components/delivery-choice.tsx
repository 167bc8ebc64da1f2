import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { baseDeliveryFee, homeDestinationOf, toTaka, type Address, type DeliveryFees, type DeliveryMethod } from '@shop/shared';
import { useFormatPrice } from '../../../components/ui/price';
import { InlineStatus } from './inline-status';

interface Props {
  method: DeliveryMethod;
  onChange: (method: DeliveryMethod) => void;
  fees: UseQueryResult<DeliveryFees>;
  /** The address home delivery goes to: the one shown under 'Contact'. */
  address: Address | undefined;
  disabled?: boolean;
}

/**
 * The two ways to receive an order (docs/product/checkout.md, decision 044), each with its fee by the fee table,
 * before any free delivery (the summary says when the order goes free).
 */
export function DeliveryChoice({ method, onChange, fees, address, disabled = false }: Props) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const name = useId();
  const feeOf = (which: DeliveryMethod) => {
    if (!fees.data || (which === 'home' && !address)) return null;
    return toTaka(baseDeliveryFee(fees.data, which === 'pickup' ? { method: 'pickup' } : homeDestinationOf(address!)));
  };
  const options: { value: DeliveryMethod; label: string; hint: string }[] = [
    { value: 'home', label: t('delivery.choice.home'), hint: address ? t('delivery.choice.homeHint') : t('delivery.choice.homeNoAddress') },
    { value: 'pickup', label: t('delivery.choice.pickup'), hint: t('delivery.choice.pickupHint') },
  ];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-semibold">{t('delivery.choice.legend')}</legend>
      {fees.isPending && <InlineStatus busy text={t('delivery.choice.loading')} />}
      {fees.isError && <InlineStatus text={t('delivery.choice.failed')} onRetry={() => void fees.refetch()} />}
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const fee = feeOf(option.value);
          const checked = method === option.value;
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer items-start gap-3 rounded-md border-2 p-3 text-sm ${
                checked ? 'border-brand-500 bg-brand-50/50 dark:bg-brand-950/30' : 'border-slate-200 dark:border-slate-700'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                className="mt-1 accent-brand-600"
              />
              <span className="flex flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap justify-between gap-2 font-semibold text-slate-900 dark:text-white">
                  {option.label}
                  {fee !== null && (
                    <span data-testid={`delivery-fee-${option.value}`}>{fee === 0 ? t('delivery.choice.free') : t('delivery.choice.fee', { fee: format(fee) })}</span>
                  )}
                </span>
                <span className="text-slate-600 dark:text-slate-400">{option.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
