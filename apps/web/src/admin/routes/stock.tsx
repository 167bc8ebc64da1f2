import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { LowStockRow } from '@shop/shared';
import { PageStatus } from '../../components/ui/page-status';
import { formatNumber, toLanguage } from '../../lib/format';
import { may, useStaffMe } from '../api/session';
import { LOW_STOCK_PAGE_SIZE, useLowStock } from '../api/stock';
import { CELL, DataTable, TABLE_HEAD } from '../components/data-table';
import { Notice } from '../components/notice';
import { Page, PageError } from '../components/page';
import { Pager } from '../components/pager';
import { useAdminTranslation } from '../i18n/i18n';
import { AdjustDialog } from './product';
import { SMALL_BUTTON } from '../components/small-button';

/**
 * /admin/stock: sizes of products on sale at or under their low-stock threshold, fewest first, each with a quick
 * adjust; a page at a time (`?page=`), so a shop with thousands of low sizes can still reach the last.
 */
export default function StockPage() {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useLowStock(page);
  const { data: me } = useStaffMe();
  const mayAdjust = may(me, 'stock.adjust');
  const [adjusting, setAdjusting] = useState<LowStockRow | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (list.error) return <PageError error={list.error} retry={() => void list.refetch()} />;
  return (
    <Page title={t('stock.title')} intro={t('stock.intro')}>
      {done && <Notice tone="success">{done}</Notice>}
      {list.isPending ? (
        <PageStatus title={t('stock.loading')} busy />
      ) : list.data.items.length === 0 ? (
        <PageStatus title={t('stock.empty')} />
      ) : (
        <>
          <p role="status" className="text-sm text-slate-600">{t('stock.count', { total: formatNumber(list.data.total, language) })}</p>
          <DataTable label={t('stock.tableLabel')}>
            <thead className={TABLE_HEAD}>
              <tr>
                <th scope="col" className={CELL}>{t('stock.product')}</th>
                <th scope="col" className={CELL}>{t('stock.size')}</th>
                <th scope="col" className={`${CELL} text-right`}>{t('stock.left')}</th>
                <th scope="col" className={`${CELL} text-right`}>{t('stock.threshold')}</th>
                {mayAdjust && <th scope="col" className={CELL}>{t('stock.actions')}</th>}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.data.items.map((row) => (
                <tr key={`${row.product_id}-${row.size}`}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    <Link to={`/admin/products/${row.product_id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">{row.name}</Link>
                    <span className="block font-mono text-xs text-slate-600">{row.sku}</span>
                  </th>
                  <td className={CELL}>{row.size}</td>
                  <td className={`${CELL} text-right ${row.stock === 0 ? 'font-semibold text-red-700' : ''}`}>{formatNumber(row.stock, language)}</td>
                  <td className={`${CELL} text-right`}>{formatNumber(row.threshold, language)}</td>
                  {mayAdjust && (
                    <td className={CELL}>
                      <button type="button" className={SMALL_BUTTON} aria-label={t('stock.adjustOf', { name: row.name, size: row.size })} onClick={() => (setDone(null), setAdjusting(row))}>
                        {t('stock.adjust')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager
            page={page}
            limit={LOW_STOCK_PAGE_SIZE}
            total={list.data.total}
            label={(at, pages) => t('stock.pageOf', { page: formatNumber(at, language), pages: formatNumber(pages, language), total: formatNumber(list.data.total, language) })}
            previousLabel={t('products.previous')}
            nextLabel={t('products.next')}
            onPage={(next) => setParams({ ...Object.fromEntries(params), page: String(next) })}
          />
        </>
      )}
      {adjusting && (
        <AdjustDialog
          productId={adjusting.product_id}
          size={adjusting.size}
          title={t('stock.adjustOf', { name: adjusting.name, size: adjusting.size })}
          onClose={() => setAdjusting(null)}
          onDone={(stock) => (setAdjusting(null), setDone(t('product.adjusted', { size: adjusting.size, stock: formatNumber(stock, language) })))}
        />
      )}
    </Page>
  );
}
