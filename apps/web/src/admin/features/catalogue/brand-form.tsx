import type { FormEvent } from 'react';
import type { AdminBrand } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useAddBrand, useChangeBrand } from '../../api/catalogue-structure';
import { errorText } from '../../components/error-text';
import { useAdminTranslation } from '../../i18n/i18n';

/** Adding a brand, or renaming one. */
export function BrandForm({ brand, onClose, onDone }: { brand: AdminBrand | null; onClose: () => void; onDone: (name: string) => void }) {
  const { t } = useAdminTranslation();
  const add = useAddBrand();
  const change = useChangeBrand();
  const busy = add.isPending || change.isPending;
  const error = add.error ?? change.error;
  const code = error instanceof ApiError ? error.fieldCodes.name : undefined;
  const nameError = code === 'name_taken' ? t('brands.fieldErrors.nameTaken') : code ? t('brands.fieldErrors.name') : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (brand) change.mutate({ id: brand.id, change: { name } }, { onSuccess: () => onDone(name) });
    else add.mutate({ name }, { onSuccess: () => onDone(name) });
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} title={brand ? t('brands.renameTitle', { name: brand.name }) : t('brands.addTitle')} size="sm" closeLabel={t('brands.cancel')} closeOnBackdrop={false}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextField label={t('brands.name')} name="name" required maxLength={60} defaultValue={brand?.name ?? ''} error={nameError} />
        {error && <Notice announce tone="error">{errorText(t, error, { conflict: t('brands.fieldErrors.nameTaken') })}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={buttonClass('secondary')}>{t('brands.cancel')}</button>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>{busy ? t('brands.working') : brand ? t('brands.save') : t('brands.add')}</button>
        </div>
      </form>
    </Dialog>
  );
}
