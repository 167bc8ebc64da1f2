import { Link } from 'react-router';
import type { Parcel } from '@shop/shared';
import { Notice } from '../../../components/ui/notice';
import { formatTaka, toLanguage } from '../../../lib/format';
import { useAdminTranslation } from '../../i18n/i18n';
import { courierName, refusalText } from './parcel-words';

/** The order's parcel: courier, state, consignment, tracking, the amount to collect, or the courier's refusal. */
export function ParcelFacts({ parcel, orderNumber }: { parcel: Parcel | null; orderNumber: string }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  if (!parcel) return <p className="text-sm text-slate-600">{t('parcels.none')}</p>;
  const facts: [string, string | null][] = [
    [t('parcels.courier'), courierName(t, parcel.courier)],
    [t('parcels.state'), t(`parcels.states.${parcel.state}`)],
    [t('parcels.consignment'), parcel.consignment_id],
    [t('parcels.trackingCode'), parcel.tracking_code],
    [t('parcels.toCollect'), formatTaka(parcel.cod_amount, language)],
    [t('parcels.charge'), parcel.charge === null ? null : formatTaka(parcel.charge, language)],
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3">
        {facts
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-sm [overflow-wrap:anywhere] text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      {parcel.tracking_url && (
        <a href={parcel.tracking_url} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-brand-700 underline">
          {t('parcels.trackParcel')}
        </a>
      )}
      {parcel.consignment_id && parcel.state !== 'refused' && parcel.state !== 'cancelled' && (
        <Link to={`/admin/labels?orders=${encodeURIComponent(orderNumber)}`} className="text-sm font-semibold text-brand-700 underline">
          {t('parcels.printLabel')}
        </Link>
      )}
      {parcel.state === 'refused' && <Notice tone="error">{refusalText(t, parcel)}</Notice>}
    </div>
  );
}
