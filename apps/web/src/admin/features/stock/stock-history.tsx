import { PageStatus } from '../../../components/ui/page-status';
import { formatNumber, toLanguage } from '../../../lib/format';
import { useStockHistory } from '../../api/stock';
import { CELL, DataTable, TableHead } from '../../kit/data-table';
import { formatDateTime } from '../../components/date-time';
import { errorText } from '../../components/error-text';
import { Notice } from '../../../components/ui/notice';
import { useAdminTranslation } from '../../i18n/i18n';

/** Every change of a product's stock, newest first: when, which size, why, by how much, to what, and by whom. */
export function StockHistory({ productId }: { productId: number }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const history = useStockHistory(productId);
  return (
    <>
      <h3 className="text-base font-semibold text-slate-900">{t('product.history')}</h3>
      {history.isPending ? (
        <PageStatus title={t('product.loading')} busy />
      ) : history.error ? (
        <Notice announce tone="error">{errorText(t, history.error)}</Notice>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('product.historyEmpty')}</p>
      ) : (
        <DataTable label={t('product.historyTable')}>
          <TableHead
            columns={[
              t('product.when'),
              t('stock.size'),
              t('product.reason'),
              { text: t('product.change'), className: 'text-right' },
              { text: t('product.after'), className: 'text-right' },
              t('product.note'),
              t('product.by'),
            ]}
          />
          <tbody className="divide-y divide-slate-200">
            {history.data.map((line) => (
              <tr key={line.id}>
                <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(line.created_at, i18n.language)}</td>
                <td className={CELL}>{line.size}</td>
                <td className={CELL}>{t(`product.reasons.${line.reason}`)}</td>
                <td className={`${CELL} text-right`}>{line.change > 0 ? '+' : ''}{formatNumber(line.change, language)}</td>
                <td className={`${CELL} text-right`}>{formatNumber(line.stock_after, language)}</td>
                <td className={CELL}>{line.note ?? ''}</td>
                <td className={`${CELL} whitespace-nowrap`}>{line.actor}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </>
  );
}
