import { useRef, useState } from 'react';
import type { AdminBrand } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { useAdminBrands, useChangeBrand, useDeleteBrand, useMoveBrand } from '../api/catalogue-structure';
import { may, useStaffMe } from '../api/session';
import { errorText } from '../components/error-text';
import { BrandForm } from '../features/catalogue/brand-form';
import { BrandsTable } from '../features/catalogue/brands-table';
import { refocusIfLost } from '../features/catalogue/refocus';
import { useAdminTranslation } from '../i18n/i18n';
import { ConfirmAction } from '../kit/confirm-action';
import { ListPage } from '../kit/list-page';

/**
 * /admin/brands (docs/product/back-office-categories-brands.md): every brand in order with its products and whether
 * it is hidden; for catalog.change, adding, renaming, moving up and down, hiding and showing, and deleting one
 * without products.
 */
export default function BrandsPage() {
  const { t } = useAdminTranslation();
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
  const act = <T,>(then: (value: T) => void) => (value: T) => (setMessage(null), then(value));
  const actions = {
    busyMoving: move.isPending,
    move: (brand: AdminBrand, direction: 'up' | 'down') => (setMessage(null), move.mutate({ id: brand.id, direction })),
    rename: act(setEditing),
    show: act((brand: AdminBrand) => change.mutate({ id: brand.id, change: { hidden: false } }, { onSuccess: () => setMessage(t('brands.shownDone', { name: brand.name })) })),
    hide: act(setHiding),
    remove: act(setDeleting),
  };

  return (
    <ListPage
      title={t('brands.title')}
      intro={t('brands.intro')}
      actions={mayChange && <button type="button" className={buttonClass('primary')} onClick={() => (setMessage(null), setEditing('new'))}>{t('brands.add')}</button>}
      filters={<h2 ref={heading} tabIndex={-1} className="sr-only">{t('brands.tableLabel')}</h2>}
      notice={
        <>
          {message && <Notice announce tone="success">{message}</Notice>}
          {(move.error || (change.error && !hiding)) && <Notice announce tone="error">{errorText(t, move.error ?? change.error)}</Notice>}
        </>
      }
      query={list}
      loading={t('brands.loading')}
      empty={(brands) => (brands.length === 0 ? t('brands.empty') : null)}
      after={
        <>
          {editing && (
            <BrandForm brand={editing === 'new' ? null : editing} onClose={() => setEditing(null)}
              onDone={(name) => (setEditing(null), setMessage(t(editing === 'new' ? 'brands.added' : 'brands.saved', { name })))} />
          )}
          <ConfirmAction target={hiding} mutation={change} variables={(brand) => ({ id: brand.id, change: { hidden: true } })}
            title={(brand) => t('brands.hideTitle', { name: brand.name })} message={t('brands.hideText', { count: hiding?.product_count ?? 0 })}
            confirmLabel={t('brands.hide')} busyLabel={t('brands.working')} cancelLabel={t('brands.cancel')}
            onDone={(brand) => (setMessage(t('brands.hiddenDone', { name: brand.name })), refocusIfLost(heading))} onClose={() => setHiding(null)} />
          <ConfirmAction target={deleting} mutation={remove} variables={(brand) => brand.id}
            title={(brand) => t('brands.deleteTitle', { name: brand.name })} message={t('brands.deleteText')}
            confirmLabel={t('brands.delete')} busyLabel={t('brands.working')} cancelLabel={t('brands.cancel')}
            failure={(error) => errorText(t, error, { has_products: t('brands.hasProducts') })}
            onDone={(brand) => (setMessage(t('brands.deleted', { name: brand.name })), refocusIfLost(heading))} onClose={() => setDeleting(null)} />
        </>
      }
    >
      {(brands) => <BrandsTable brands={brands} actions={mayChange ? actions : undefined} />}
    </ListPage>
  );
}
