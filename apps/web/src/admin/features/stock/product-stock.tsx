import { useState } from 'react';
import type { AdminProduct } from '@shop/shared';
import { formatNumber, toLanguage } from '../../../lib/format';
import { may, useStaffMe } from '../../api/session';
import { CELL, DataTable, TableHead } from '../../kit/data-table';
import { Notice } from '../../../components/ui/notice';
import { SMALL_BUTTON } from '../../kit/controls';
import { useAdminTranslation } from '../../i18n/i18n';
import { AdjustDialog } from './adjust-dialog';
import { StockHistory } from './stock-history';

/** A product's stock on its page: each size with its Adjust dialog, and the history of every change. */
export function ProductStock({ product }: { product: AdminProduct }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const { data: me } = useStaffMe();
  const [adjusting, setAdjusting] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mayAdjust = may(me, 'stock.adjust');
  return (
    <>
      {done && <Notice announce tone="success">{done}</Notice>}
      <DataTable label={t('product.stockTable')}>
        <TableHead columns={[t('stock.size'), { text: t('product.current'), className: 'text-right' }, mayAdjust && t('stock.actions')]} />
        <tbody className="divide-y divide-slate-200">
          {product.sizes.map((s) => (
            <tr key={s.size}>
              <th scope="row" className={CELL}>{s.size}</th>
              <td className={`${CELL} text-right`}>{formatNumber(s.stock, language)}</td>
              {mayAdjust && (
                <td className={CELL}>
                  <button type="button" className={SMALL_BUTTON} aria-label={t('product.adjustOf', { size: s.size })} onClick={() => (setDone(null), setAdjusting(s.size))}>
                    {t('product.adjust')}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <StockHistory productId={product.id} />
      {adjusting !== null && (
        <AdjustDialog
          productId={product.id}
          size={adjusting}
          onClose={() => setAdjusting(null)}
          onDone={(stock) => (setAdjusting(null), setDone(t('product.adjusted', { size: adjusting, stock: formatNumber(stock, language) })))}
        />
      )}
    </>
  );
}
