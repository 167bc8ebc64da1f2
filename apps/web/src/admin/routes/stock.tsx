import { useState } from 'react';
import { LowStockQuerySchema, type LowStockRow } from '@shop/shared';
import { Notice } from '../../components/ui/notice';
import { formatNumber, toLanguage } from '../../lib/format';
import { may, useStaffMe } from '../api/session';
import { LOW_STOCK_PAGE_SIZE, useLowStock } from '../api/stock';
import { AdjustDialog } from '../features/stock/adjust-dialog';
import { LowStockTable } from '../features/stock/low-stock-table';
import { useAdminTranslation } from '../i18n/i18n';
import { ListPage } from '../kit/list-page';
import { Pager } from '../kit/pager';
import { useUrlFilters } from '../kit/url-filters';

const PAGE = LowStockQuerySchema.pick({ page: true });

/**
 * /admin/stock: sizes of products on sale at or under their low-stock threshold, fewest first, each with a quick
 * adjust; a page at a time (`?page=`), so a shop with thousands of low sizes can still reach the last.
 */
export default function StockPage() {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const { filters, show } = useUrlFilters(PAGE);
  const list = useLowStock(filters.page);
  const { data: me } = useStaffMe();
  const [adjusting, setAdjusting] = useState<LowStockRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const n = (value: number) => formatNumber(value, language);

  return (
    <ListPage
      title={t('stock.title')}
      intro={t('stock.intro')}
      notice={done && <Notice announce tone="success">{done}</Notice>}
      query={list}
      loading={t('stock.loading')}
      empty={(data) => (data.items.length === 0 ? t('stock.empty') : null)}
      after={
        adjusting && (
          <AdjustDialog
            productId={adjusting.product_id}
            size={adjusting.size}
            title={t('stock.adjustOf', { name: adjusting.name, size: adjusting.size })}
            onClose={() => setAdjusting(null)}
            onDone={(stock) => (setAdjusting(null), setDone(t('product.adjusted', { size: adjusting.size, stock: n(stock) })))}
          />
        )
      }
    >
      {(data) => (
        <>
          <p role="status" className="text-sm text-slate-600">{t('stock.count', { total: n(data.total) })}</p>
          <LowStockTable items={data.items} onAdjust={may(me, 'stock.adjust') ? (row) => (setDone(null), setAdjusting(row)) : undefined} />
          {/* The kit's pager words have no stock and no Bengali digits: the list pages itself. */}
          <Pager
            page={filters.page}
            limit={LOW_STOCK_PAGE_SIZE}
            total={data.total}
            label={(page, pages) => t('stock.pageOf', { page: n(page), pages: n(pages), total: n(data.total) })}
            previousLabel={t('products.previous')}
            nextLabel={t('products.next')}
            onPage={(page) => show({ page })}
          />
        </>
      )}
    </ListPage>
  );
}
