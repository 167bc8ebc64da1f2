import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { LABEL_SIZES, type LabelAnswer, type LabelSize, type ParcelLabel } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { useAdminTitle } from '../../kit/page';
import { useAdminTranslation } from '../../i18n/i18n';
import { Barcode, QrCode } from './label-codes';

/** Each size's page: A6 (105 × 148 mm) or a 4 × 6 inch thermal label (101.6 × 152.4 mm), one label a page. */
const PAGE: Record<LabelSize, { width: string; height: string }> = {
  a6: { width: '105mm', height: '148mm' },
  '4x6': { width: '101.6mm', height: '152.4mm' },
};
const printCss = (size: LabelSize) =>
  `@page { size: ${PAGE[size].width} ${PAGE[size].height}; margin: 0; } @media print { html, body { background: #fff; } .no-print { display: none !important; } .parcel-label { box-shadow: none !important; margin: 0 !important; break-after: page; } .parcel-label:last-child { break-after: auto; } }`;

const COURIER_NAMES = { steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX' } as const;

/** The labels of booked parcels, with a size choice and a print button that do not print. */
export function LabelsDocument({ answer, size, onSize }: { answer: LabelAnswer; size: LabelSize; onSize: (size: LabelSize) => void }) {
  const { t } = useAdminTranslation();
  const sizeId = useId();
  useAdminTitle(t('labels.title', { count: answer.labels.length }));

  // The print dialog opens by itself once the labels are drawn; the toolbar's button opens it again.
  useEffect(() => {
    if (answer.labels.length === 0) return;
    const timer = window.setTimeout(() => window.print(), 400);
    return () => window.clearTimeout(timer);
  }, [answer.labels.length]);

  return (
    <div className="min-h-dvh bg-slate-100 print:bg-white">
      <style>{printCss(size)}</style>
      <div className="no-print flex flex-wrap items-end gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <h1 className="mr-auto text-lg font-semibold">{t('labels.title', { count: answer.labels.length })}</h1>
        <div className="flex flex-col text-sm">
          <label htmlFor={sizeId} className="font-medium">{t('labels.size')}</label>
          <select id={sizeId} className="rounded border border-slate-300 px-2 py-1.5" value={size} onChange={(e) => onSize(e.target.value as LabelSize)}>
            {LABEL_SIZES.map((s) => <option key={s} value={s}>{t(`labels.sizes.${s}`)}</option>)}
          </select>
        </div>
        <button type="button" className={buttonClass('primary')} onClick={() => window.print()} disabled={answer.labels.length === 0}>
          {t('labels.print')}
        </button>
        <Link to="/admin/orders" className={buttonClass('secondary')}>{t('labels.back')}</Link>
      </div>
      {answer.missing.length > 0 && (
        <p role="status" className="no-print mx-4 mt-4 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('labels.missing', { count: answer.missing.length, orders: answer.missing.join(', ') })}
        </p>
      )}
      <main className="flex flex-wrap justify-center gap-6 p-6 print:block print:p-0">
        {answer.labels.map((label) => <Label key={label.order_number} label={label} size={size} />)}
      </main>
    </div>
  );
}

function Label({ label, size }: { label: ParcelLabel; size: LabelSize }) {
  const { t } = useAdminTranslation();
  const code = label.tracking_code ?? label.consignment_id;
  return (
    <article
      aria-label={t('labels.labelOf', { number: label.order_number })}
      className="parcel-label flex flex-col gap-2 overflow-hidden bg-white p-[5mm] text-[11pt] leading-snug text-black shadow"
      style={{ width: PAGE[size].width, height: PAGE[size].height, boxSizing: 'border-box' }}
    >
      <header className="flex items-start justify-between border-b-2 border-black pb-1">
        <div>
          <p className="text-lg font-bold">{t('labels.shop')}</p>
          <p className="text-[9pt]">{t('labels.shopLine')}</p>
        </div>
        <div className="text-right">
          <p className="font-bold">{COURIER_NAMES[label.courier]}</p>
          <p className="text-[9pt]">{t('labels.consignment')}: <span className="font-mono">{label.consignment_id}</span></p>
        </div>
      </header>
      <div className="flex justify-center">
        <Barcode value={code} label={t('labels.barcode', { code })} />
      </div>
      <section className="flex gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-[9pt] font-semibold uppercase">{t('labels.to')}</h2>
          <p className="text-[12pt] font-bold">{label.recipient_name}</p>
          <p className="font-mono">{label.recipient_phone}</p>
          <p className="text-[10pt] [overflow-wrap:anywhere]">{label.recipient_address}</p>
        </div>
        <QrCode value={label.tracking_url ?? code} label={t('labels.qr', { code })} />
      </section>
      <section className="mt-auto border-t-2 border-black pt-1">
        <p className="text-[9pt] font-semibold uppercase">{t('labels.collect')}</p>
        <p className="text-2xl font-bold">{label.cod_amount > 0 ? `৳${label.cod_amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : t('labels.paid')}</p>
        <p className="text-[10pt]">
          {t('labels.order')}: <span className="font-mono font-semibold">{label.order_number}</span> · {t('labels.weight', { grams: label.weight_grams })}
        </p>
        {label.note && <p className="text-[9pt]">{t('labels.note')}: {label.note}</p>}
      </section>
    </article>
  );
}
