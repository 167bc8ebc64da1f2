import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, AddressInput } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toLanguage } from '../../../lib/format';
import { useCreateAddress, useUpdateAddress } from '../../../api/addresses';
import { useAddressForm } from '../hooks/use-address-form';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { toAddressValues } from '../utils/address-form';
import { canonicalPlace } from '../utils/bd-places';
import { AddressFields } from './address-fields';
import { FormAlert } from './form-alert';

interface Props {
  /** The address to edit; none means a new one. */
  address?: Address;
  onClose: () => void;
}

/**
 * The address form (docs/product/account.md) in a dialog, for a new address or an edit. This module is loaded
 * on demand, with the place list it needs.
 */
export default function AddressFormDialog({ address, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const initial = useMemo(() => {
    const values = toAddressValues(address);
    return address ? { ...values, ...canonicalPlace(values.province, values.city, values.zone) } : values;
  }, [address]);
  const save = (input: AddressInput) => (address ? update.mutateAsync({ id: address.id, input }) : create.mutateAsync(input));
  const form = useAddressForm(initial, save, onClose);
  useFocusFirstError(formRef, form.attempt);
  const busy = form.saving || form.saved;
  const leave = () => {
    if (!form.saving) onClose();
  };
  return (
    <Dialog
      open
      onClose={leave}
      size="lg"
      closeOnBackdrop={false}
      title={address ? t('account.addressForm.editTitle') : t('account.addressForm.addTitle')}
      footer={
        <div className="flex flex-col gap-3">
          {form.missing && <FormAlert>{t('account.errors.required')}</FormAlert>}
          {form.failure && (
            <FormAlert>{t('account.addressForm.failed', { detail: t(`account.addressForm.${DETAIL[form.failure]}`) })}</FormAlert>
          )}
          {form.saved && <FormAlert tone="success">{t('account.addressForm.saved')}</FormAlert>}
          {/* Phones: SAVE ADDRESS across the width on top, Back and Cancel side by side below. */}
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" onClick={leave} disabled={form.saving} className={`${buttonClass('secondary')} flex-1 sm:mr-auto sm:flex-none`}>
              <span aria-hidden="true">←</span>
              {t('account.addressForm.back')}
            </button>
            <button type="button" onClick={leave} disabled={form.saving} className={`${buttonClass('secondary')} flex-1 sm:flex-none`}>
              {t('account.addressForm.cancel')}
            </button>
            <button type="submit" form={formId} disabled={busy} className={`${buttonClass('primary')} order-first w-full sm:order-none sm:w-auto sm:min-w-36`}>
              {form.saving ? t('account.addressForm.saving') : t('account.addressForm.save')}
            </button>
          </div>
        </div>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={form.submit}>
        <AddressFields values={form.values} errors={form.errors} language={language} disabled={busy} onChange={form.setField} />
      </form>
    </Dialog>
  );
}

const DETAIL = { network: 'detailNetwork', fields: 'detailFields', full: 'detailFull', server: 'detailServer' } as const;
