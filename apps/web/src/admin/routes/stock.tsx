import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LowStockRow } from '@shop/shared';
import { PageStatus } from '../../components/ui/page-status';
import { formatNumber, toLanguage } from '../../lib/format';
import { may, useStaffMe } from '../api/session';
import { LOW_STOCK_PAGE_SIZE, useLowStock } from '../api/stock';
import { Notice } from '../../components/ui/notice';
import { Page, PageError } from '../kit/page';
import { Pager } from '../kit/pager';
import { AdjustDialog } from '../features/stock/adjust-dialog';
import { LowStockTable } from '../features/stock/low-stock-table';
import { useAdminTranslation } from '../i18n/i18n';

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
  const [adjusting, setAdjusting] = useState<LowStockRow | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (list.error) return <PageError error={list.error} retry={() => void list.refetch()} />;
  return (
    <Page title={t('stock.title')} intro={t('stock.intro')}>
      {done && <Notice announce tone="success">{done}</Notice>}
      {list.isPending ? (
        <PageStatus title={t('stock.loading')} busy />
      ) : list.data.items.length === 0 ? (
        <PageStatus title={t('stock.empty')} />
      ) : (
        <>
          <p role="status" className="text-sm text-slate-600">{t('stock.count', { total: formatNumber(list.data.total, language) })}</p>
          <LowStockTable items={list.data.items} onAdjust={may(me, 'stock.adjust') ? (row) => (setDone(null), setAdjusting(row)) : undefined} />
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
