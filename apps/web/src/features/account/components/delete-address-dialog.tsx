import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteAddress } from '../../../api/addresses';

interface Props {
  address: Address | null;
  onClose: (deleted: boolean) => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** docs/product/account.md: confirm, deleting, the item leaves the list; a failure stays in the dialog. */
export function DeleteAddressDialog({ address, onClose, fallbackFocus }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteAddress();
  const close = (deleted: boolean) => {
    remove.reset();
    onClose(deleted);
  };
  return (
    <ConfirmDialog
      open={address !== null}
      title={t('account.addresses.confirmTitle')}
      message={t('account.addresses.confirmText', { name: address?.name ?? '' })}
      confirmLabel={t('account.addresses.confirmDelete')}
      cancelLabel={t('account.addresses.cancel')}
      busy={remove.isPending}
      busyLabel={t('account.addresses.deleting')}
      error={remove.isError ? t('account.addresses.deleteFailed') : undefined}
      onCancel={() => close(false)}
      onConfirm={() => {
        if (address) remove.mutate(address.id, { onSuccess: () => close(true) });
      }}
      fallbackFocus={fallbackFocus}
    />
  );
}
