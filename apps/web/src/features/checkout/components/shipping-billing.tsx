import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address, DeliveryFees, DeliveryMethod, PickupPoint } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { ContactAddress } from './contact-address';
import { DeliveryChoice } from './delivery-choice';
import { InlineStatus } from './inline-status';
import { PickupPointChoice } from './pickup-point-choice';
import { cardClass } from './styles';

interface Props {
  addresses: UseQueryResult<Address[]>;
  contact: Address | undefined;
  onSelectAddress: (id: string) => void;
  /** Opens the address form: the shown address to edit, or none to add one. */
  onEditAddress: (address: Address | undefined) => void;
  method: DeliveryMethod;
  onChooseMethod: (method: DeliveryMethod) => void;
  fees: UseQueryResult<DeliveryFees>;
  points: UseQueryResult<PickupPoint[]>;
  chosenPoint: PickupPoint | undefined;
  onChoosePoint: () => void;
}

/**
 * Under the page's 'Shipping & Billing' title, with EDIT (docs/product/checkout.md): who receives the parcel, how
 * (home delivery to that address, or a pickup point: decision 044), and which pickup point.
 */
export function ShippingBilling({ addresses, contact, onSelectAddress, onEditAddress, method, onChooseMethod, fees, points, chosenPoint, onChoosePoint }: Props) {
  const { t } = useTranslation();
  return (
    <div className={`${cardClass} flex flex-col gap-5`}>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">{t('checkout.address.heading')}</h2>
          {addresses.data && (
            <button
              type="button"
              onClick={() => onEditAddress(contact)}
              aria-label={contact ? t('checkout.address.editLabel', { name: contact.name }) : undefined}
              className={`${buttonClass('secondary')} h-9 px-3`}
            >
              {contact ? t('checkout.address.edit') : t('checkout.address.add')}
            </button>
          )}
        </div>
        {addresses.isPending && <InlineStatus busy text={t('checkout.address.loading')} />}
        {addresses.isError && <InlineStatus text={t('checkout.address.failed')} onRetry={() => void addresses.refetch()} />}
        {addresses.data && <ContactAddress addresses={addresses.data} shown={contact} onSelect={onSelectAddress} />}
      </div>
      <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
        <DeliveryChoice method={method} onChange={onChooseMethod} fees={fees} address={contact} />
      </div>
      {method === 'pickup' && (
        <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
          <PickupPointChoice
            points={points.data}
            loading={points.isPending}
            failed={points.isError}
            onRetry={() => void points.refetch()}
            chosen={chosenPoint}
            onOpen={onChoosePoint}
          />
        </div>
      )}
    </div>
  );
}
