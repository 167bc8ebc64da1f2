import { useRef, useState, type FormEvent } from 'react';
import type { AdminBrand } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { PageStatus } from '../../components/ui/page-status';
import { StatusBadge } from '../../components/ui/status-badge';
import { ApiError } from '../../lib/api-client';
import { formatNumber, toLanguage } from '../../lib/format';
import { useAddBrand, useAdminBrands, useChangeBrand, useDeleteBrand, useMoveBrand } from '../api/catalogue-structure';
import { may, useStaffMe } from '../api/session';
import { errorText } from '../components/error-text';
import { Notice } from '../components/notice';
import { Page, PageError } from '../components/page';
import { TextField } from '../components/text-field';
import { CELL, DataTable, TABLE_HEAD } from '../components/data-table';
import { useAdminTranslation } from '../i18n/i18n';
import { SMALL_BUTTON } from '../components/small-button';

/**
 * /admin/brands (docs/product/back-office-categories-brands.md): every brand in order with its products and whether
 * it is hidden; for catalog.change, adding, renaming, moving up and down, hiding and showing, and deleting one
 * without products.
 */
export default function BrandsPage() {
  const { t, i18n } = useAdminTranslation();
  const list = useAdminBrands();
  const { data: me } = useStaffMe();
  const mayChange = may(me, 'catalog.change');
  const move = useMoveBrand();
  const change = useChangeBrand();
  const remove = useDeleteBrand();
  const [editing, setEditing] = useState<AdminBrand | 'new' | null>(null);
  const [hiding, setHiding] = useState<AdminBrand | null>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  if (list.error) return <PageError error={list.error} retry={() => void list.refetch()} />;

  const setHidden = (brand: AdminBrand, hidden: boolean) =>
    change.mutate({ id: brand.id, change: { hidden } }, { onSuccess: () => (setMessage(t(hidden ? 'brands.hiddenDone' : 'brands.shownDone', { name: brand.name })), setHiding(null)) });

  return (
    <Page
      title={t('brands.title')}
      intro={t('brands.intro')}
      actions={
        mayChange && (
          <button type="button" className={buttonClass('primary')} onClick={() => (setMessage(null), setEditing('new'))}>
            {t('brands.add')}
          </button>
        )
      }
    >
      <h2 ref={heading} tabIndex={-1} className="sr-only">{t('brands.tableLabel')}</h2>
      {message && <Notice tone="success">{message}</Notice>}
      {(move.error || (change.error && !hiding)) && <Notice tone="error">{errorText(t, move.error ?? change.error)}</Notice>}
      {list.isPending ? (
        <PageStatus title={t('brands.loading')} busy />
      ) : list.data.length === 0 ? (
        <PageStatus title={t('brands.empty')} />
      ) : (
        <DataTable label={t('brands.tableLabel')} busy={move.isPending}>
          <thead className={TABLE_HEAD}>
            <tr>
              <th scope="col" className={CELL}>{t('brands.name')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('brands.products')}</th>
              <th scope="col" className={CELL}>{t('brands.state')}</th>
              {mayChange && <th scope="col" className={CELL}>{t('brands.actions')}</th>}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {list.data.map((brand, index) => (
              <tr key={brand.id} className={brand.hidden ? 'bg-slate-50 text-slate-600' : undefined}>
                <th scope="row" className={`${CELL} font-semibold`}>{brand.name}</th>
                <td className={`${CELL} text-right`}>{formatNumber(brand.product_count, toLanguage(i18n.language))}</td>
                <td className={CELL}>
                  {brand.hidden ? <StatusBadge tone="gray">{t('brands.hidden')}</StatusBadge> : <StatusBadge tone="green">{t('brands.shown')}</StatusBadge>}
                </td>
                {mayChange && (
                  <td className={CELL}>
                    <div className="flex flex-wrap gap-1.5 xl:flex-nowrap">
                      <button type="button" className={SMALL_BUTTON} disabled={move.isPending || index === 0} onClick={() => (setMessage(null), move.mutate({ id: brand.id, direction: 'up' }))} aria-label={t('brands.moveUpOf', { name: brand.name })}>
                        <span aria-hidden="true">↑ </span>{t('brands.moveUp')}
                      </button>
                      <button type="button" className={SMALL_BUTTON} disabled={move.isPending || index === list.data.length - 1} onClick={() => (setMessage(null), move.mutate({ id: brand.id, direction: 'down' }))} aria-label={t('brands.moveDownOf', { name: brand.name })}>
                        <span aria-hidden="true">↓ </span>{t('brands.moveDown')}
                      </button>
                      <button type="button" className={SMALL_BUTTON} onClick={() => (setMessage(null), setEditing(brand))} aria-label={t('brands.renameOf', { name: brand.name })}>
                        {t('brands.rename')}
                      </button>
                      {brand.hidden ? (
                        <button type="button" className={SMALL_BUTTON} onClick={() => (setMessage(null), setHidden(brand, false))} aria-label={t('brands.showOf', { name: brand.name })}>
                          {t('brands.show')}
                        </button>
                      ) : (
                        <button type="button" className={SMALL_BUTTON} onClick={() => (setMessage(null), change.reset(), setHiding(brand))} aria-label={t('brands.hideOf', { name: brand.name })}>
                          {t('brands.hide')}
                        </button>
                      )}
                      {brand.product_count === 0 && (
                        <button type="button" className={SMALL_BUTTON} onClick={() => (setMessage(null), remove.reset(), setDeleting(brand))} aria-label={t('brands.deleteOf', { name: brand.name })}>
                          {t('brands.delete')}
                        </button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {editing && (
        <BrandForm
          brand={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(name) => (setEditing(null), setMessage(t(editing === 'new' ? 'brands.added' : 'brands.saved', { name })))}
        />
      )}
      <ConfirmDialog
        open={hiding !== null}
        title={t('brands.hideTitle', { name: hiding?.name ?? '' })}
        message={t('brands.hideText', { count: hiding?.product_count ?? 0 })}
        confirmLabel={t('brands.hide')}
        cancelLabel={t('brands.cancel')}
        busy={change.isPending}
        busyLabel={t('brands.working')}
        error={change.error ? errorText(t, change.error) : null}
        onCancel={() => (change.reset(), setHiding(null))}
        onConfirm={() => hiding && setHidden(hiding, true)}
        fallbackFocus={heading}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('brands.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('brands.deleteText')}
        confirmLabel={t('brands.delete')}
        cancelLabel={t('brands.cancel')}
        busy={remove.isPending}
        busyLabel={t('brands.working')}
        error={remove.error ? errorText(t, remove.error, { has_products: t('brands.hasProducts') }) : null}
        onCancel={() => (remove.reset(), setDeleting(null))}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => (setMessage(t('brands.deleted', { name: deleting.name })), setDeleting(null)) })}
        fallbackFocus={heading}
      />
    </Page>
  );
}

/** Adding a brand, or renaming one. */
function BrandForm({ brand, onClose, onDone }: { brand: AdminBrand | null; onClose: () => void; onDone: (name: string) => void }) {
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
        {error && <Notice tone="error">{errorText(t, error, { conflict: t('brands.fieldErrors.nameTaken') })}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={buttonClass('secondary')}>{t('brands.cancel')}</button>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>{busy ? t('brands.working') : brand ? t('brands.save') : t('brands.add')}</button>
        </div>
      </form>
    </Dialog>
  );
}
