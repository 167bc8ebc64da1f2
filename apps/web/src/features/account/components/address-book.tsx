import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PageStatus } from '../../../components/ui/page-status';
import { useAddresses } from '../../../api/addresses';
import { usePlaceLine } from '../hooks/use-place-line';
import { AddressCard } from './address-card';
import { AccountPage } from './account-page';
import { DeleteAddressDialog } from './delete-address-dialog';
import { LoadError } from './load-error';

const loadForm = () => import('./address-form-dialog');
const AddressFormDialog = lazy(loadForm);
const preloadForm = () => void loadForm();

/** What the form dialog is doing: adding, editing one address, or closed. */
type Editing = { address?: Address } | null;

/** docs/product/account.md address book: the list, add and edit in a dialog, delete after a confirm. */
export function AddressBook({ title }: { title: string }) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const placeLine = usePlaceLine();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [deleted, setDeleted] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);

  const addButton = (
    <button
      ref={addRef}
      type="button"
      onClick={() => setEditing({})}
      onPointerEnter={preloadForm}
      onFocus={preloadForm}
      disabled={!addresses.data}
      className={buttonClass('primary')}
    >
      <span aria-hidden="true" className="text-lg leading-none">+</span>
      {t('account.addresses.add')}
    </button>
  );

  return (
    <AccountPage title={title} intro={t('account.addresses.intro')} action={addButton}>
      <p role="status" className="sr-only">
        {deleted ? t('account.addresses.deleted') : ''}
      </p>
      {addresses.isPending && <PageStatus busy title={t('common.loading')} />}
      {addresses.isError && <LoadError onRetry={() => void addresses.refetch()} />}
      {addresses.data?.length === 0 && (
        <PageStatus title={t('account.addresses.empty')}>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('account.addresses.emptyHint')}</p>
        </PageStatus>
      )}
      {addresses.data && addresses.data.length > 0 && (
        <ul aria-label={t('account.addresses.listLabel')} className="grid gap-4 md:grid-cols-2">
          {addresses.data.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                placeLine={placeLine(address.province, address.city, address.zone)}
                onEdit={() => setEditing({ address })}
                onDelete={() => {
                  setDeleted(false);
                  setDeleting(address);
                }}
                onIntent={preloadForm}
              />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <Suspense
          fallback={
            <Dialog open onClose={() => setEditing(null)} title={editing.address ? t('account.addressForm.editTitle') : t('account.addressForm.addTitle')}>
              <PageStatus busy title={t('account.addressForm.loading')} />
            </Dialog>
          }
        >
          <AddressFormDialog address={editing.address} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <DeleteAddressDialog
        address={deleting}
        fallbackFocus={addRef}
        onClose={(done) => {
          setDeleting(null);
          setDeleted(done);
        }}
      />
    </AccountPage>
  );
}
