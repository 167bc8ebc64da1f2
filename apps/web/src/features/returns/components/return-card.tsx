import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ONE_SIZE, type ReturnRecord } from '@shop/shared';
import { ProductImage } from '../../../components/ui/product-image';
import { useReturnFormat } from '../hooks/use-return-format';
import { ReturnStatusBadge } from './return-status-badge';
import { useLocalName } from '../../../lib/use-local-name';

/** One return record (docs/product/returns-and-reviews.md): image, name, return date, reason and status, with its order and amount. */
export function ReturnCard({ record }: { record: ReturnRecord }) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const format = useReturnFormat();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <Link to={`/product/${record.product_id}`} tabIndex={-1} aria-hidden="true" className="w-16 shrink-0 sm:w-20">
        <ProductImage src={record.image} alt="" className="rounded-md" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-0.5">
            <h2 id={headingId} className="font-semibold break-words text-slate-900 dark:text-white">{localName(record.name, record.name_bn)}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t('returns.card.requestedOn', { date: format.date(record.returnDate) })}
              <span aria-hidden="true"> · </span>
              {t('returns.card.order', { number: record.order_number })}
            </p>
          </div>
          <ReturnStatusBadge status={record.status} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          {record.size !== ONE_SIZE && <span>{t('returns.card.size', { size: record.size })}</span>}
          <span>{t('returns.card.quantity', { count: record.quantity })}</span>
          <span>
            {t('returns.card.amount')}: <span className="font-semibold text-slate-900 dark:text-white">{format.taka(record.amount)}</span>
          </span>
        </p>
        <div className="text-sm">
          <p className="font-medium text-slate-800 dark:text-slate-100">{t('returns.card.reason')}</p>
          <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{record.reason}</p>
        </div>
        {record.decision_reason && (
          <div className="text-sm">
            <p className="font-medium text-slate-800 dark:text-slate-100">{t('returns.card.decisionReason')}</p>
            <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{record.decision_reason}</p>
          </div>
        )}
        <p className="text-xs text-slate-500 dark:text-slate-400">{t(`returns.statusHint.${record.status}`)}</p>
      </div>
    </article>
  );
}
