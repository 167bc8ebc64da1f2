import { Link } from 'react-router';
import type { LowStockRow } from '@shop/shared';
import { formatNumber, toLanguage } from '../../../lib/format';
import { CELL, DataTable, TableHead } from '../../kit/data-table';
import { SMALL_BUTTON } from '../../kit/controls';
import { useAdminTranslation } from '../../i18n/i18n';

/** Sizes at or under their threshold, each linking to its product; an Adjust button for those who may. */
export function LowStockTable({ items, onAdjust }: { items: LowStockRow[]; onAdjust?: (row: LowStockRow) => void }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  return (
    <DataTable label={t('stock.tableLabel')}>
      <TableHead
        columns={[
          t('stock.product'),
          t('stock.size'),
          { text: t('stock.left'), className: 'text-right' },
          { text: t('stock.threshold'), className: 'text-right' },
          Boolean(onAdjust) && t('stock.actions'),
        ]}
      />
      <tbody className="divide-y divide-slate-200">
        {items.map((row) => (
          <tr key={`${row.product_id}-${row.size}`}>
            <th scope="row" className={`${CELL} font-normal`}>
              <Link to={`/admin/products/${row.product_id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">{row.name}</Link>
              <span className="block font-mono text-xs text-slate-600">{row.sku}</span>
            </th>
            <td className={CELL}>{row.size}</td>
            <td className={`${CELL} text-right ${row.stock === 0 ? 'font-semibold text-red-700' : ''}`}>{formatNumber(row.stock, language)}</td>
            <td className={`${CELL} text-right`}>{formatNumber(row.threshold, language)}</td>
            {onAdjust && (
              <td className={CELL}>
                <button type="button" className={SMALL_BUTTON} aria-label={t('stock.adjustOf', { name: row.name, size: row.size })} onClick={() => onAdjust(row)}>
                  {t('stock.adjust')}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
