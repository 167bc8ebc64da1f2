import type { AdminBrand } from '@shop/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatNumber, toLanguage } from '../../../lib/format';
import { SMALL_BUTTON } from '../../kit/controls';
import { CELL, DataTable, TableHead } from '../../kit/data-table';
import { useAdminTranslation } from '../../i18n/i18n';

/** What a brand's row buttons do; absent for a role that may not change the catalogue. */
export interface BrandActions {
  busyMoving: boolean;
  move: (brand: AdminBrand, direction: 'up' | 'down') => void;
  rename: (brand: AdminBrand) => void;
  show: (brand: AdminBrand) => void;
  hide: (brand: AdminBrand) => void;
  remove: (brand: AdminBrand) => void;
}

/** Every brand in order: its products, whether it is hidden, and (for catalog.change) its actions. */
export function BrandsTable({ brands, actions }: { brands: AdminBrand[]; actions?: BrandActions }) {
  const { t, i18n } = useAdminTranslation();
  return (
    <DataTable label={t('brands.tableLabel')} busy={actions?.busyMoving}>
      <TableHead
        columns={[
          t('brands.name'),
          { text: t('brands.products'), className: 'text-right' },
          t('brands.state'),
          Boolean(actions) && t('brands.actions'),
        ]}
      />
      <tbody className="divide-y divide-slate-200 align-top">
        {brands.map((brand, index) => (
          <tr key={brand.id} className={brand.hidden ? 'bg-slate-50 text-slate-600' : undefined}>
            <th scope="row" className={`${CELL} font-semibold`}>{brand.name}</th>
            <td className={`${CELL} text-right`}>{formatNumber(brand.product_count, toLanguage(i18n.language))}</td>
            <td className={CELL}>
              {brand.hidden ? <StatusBadge tone="gray">{t('brands.hidden')}</StatusBadge> : <StatusBadge tone="green">{t('brands.shown')}</StatusBadge>}
            </td>
            {actions && (
              <td className={CELL}>
                <div className="flex flex-wrap gap-1.5 xl:flex-nowrap">
                  <button type="button" className={SMALL_BUTTON} disabled={actions.busyMoving || index === 0} onClick={() => actions.move(brand, 'up')} aria-label={t('brands.moveUpOf', { name: brand.name })}>
                    <span aria-hidden="true">↑ </span>{t('brands.moveUp')}
                  </button>
                  <button type="button" className={SMALL_BUTTON} disabled={actions.busyMoving || index === brands.length - 1} onClick={() => actions.move(brand, 'down')} aria-label={t('brands.moveDownOf', { name: brand.name })}>
                    <span aria-hidden="true">↓ </span>{t('brands.moveDown')}
                  </button>
                  <button type="button" className={SMALL_BUTTON} onClick={() => actions.rename(brand)} aria-label={t('brands.renameOf', { name: brand.name })}>
                    {t('brands.rename')}
                  </button>
                  {brand.hidden ? (
                    <button type="button" className={SMALL_BUTTON} onClick={() => actions.show(brand)} aria-label={t('brands.showOf', { name: brand.name })}>
                      {t('brands.show')}
                    </button>
                  ) : (
                    <button type="button" className={SMALL_BUTTON} onClick={() => actions.hide(brand)} aria-label={t('brands.hideOf', { name: brand.name })}>
                      {t('brands.hide')}
                    </button>
                  )}
                  {brand.product_count === 0 && (
                    <button type="button" className={SMALL_BUTTON} onClick={() => actions.remove(brand)} aria-label={t('brands.deleteOf', { name: brand.name })}>
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
  );
}
