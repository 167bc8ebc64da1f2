import { Link } from 'react-router';
import type { AdminProductRow } from '@shop/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatNumber, formatTaka, toLanguage } from '../../../lib/format';
import { CELL, DataTable, TableHead } from '../../kit/data-table';
import { useAdminTranslation } from '../../i18n/i18n';

/** A page of products: photo, names and category, SKU, price (and the old one), stock, on sale or not. */
export function ProductsTable({ products, busy }: { products: AdminProductRow[]; busy: boolean }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  return (
    <DataTable label={t('products.tableLabel')} busy={busy}>
      <TableHead
        columns={[
          t('products.image'),
          t('products.name'),
          t('products.sku'),
          { text: t('products.price'), className: 'text-right' },
          { text: t('products.stock'), className: 'text-right' },
          t('products.state'),
        ]}
      />
      <tbody className="divide-y divide-slate-200">
        {products.map((product) => (
          <tr key={product.id} className={product.active ? undefined : 'bg-slate-50 text-slate-600'}>
            <td className={CELL}>
              {product.image ? (
                <img src={product.image} alt="" className="h-12 w-12 rounded border border-slate-200 object-cover" loading="lazy" />
              ) : (
                <span className="flex h-12 w-12 items-center justify-center rounded border border-dashed border-slate-300 text-center text-[10px] leading-tight text-slate-600">{t('products.noImage')}</span>
              )}
            </td>
            <th scope="row" className={`${CELL} font-normal`}>
              <Link to={`/admin/products/${product.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">{product.name}</Link>
              {product.name_bn && <span lang="bn" className="block text-slate-600">{product.name_bn}</span>}
              <span className="block text-xs text-slate-600">{product.category}</span>
            </th>
            <td className={`${CELL} font-mono text-xs whitespace-nowrap`}>{product.sku}</td>
            <td className={`${CELL} text-right whitespace-nowrap`}>
              {formatTaka(product.price, language)}
              {product.old_price !== null && <s className="block text-xs text-slate-600">{formatTaka(product.old_price, language)}</s>}
            </td>
            <td className={`${CELL} text-right`}>{formatNumber(product.stock, language)}</td>
            <td className={CELL}>{product.active ? <StatusBadge tone="green">{t('products.onSale')}</StatusBadge> : <StatusBadge tone="gray">{t('products.offSale')}</StatusBadge>}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
