import { useState, type FormEvent } from 'react';
import type { BookableCourier, ParcelPlan, ParcelPlanQuery } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { PageStatus } from '../../../components/ui/page-status';
import { TextField } from '../../../components/ui/text-field';
import { formatTaka, toLanguage } from '../../../lib/format';
import { useBookParcel, useParcelPlan } from '../../api/parcels';
import { errorText } from '../../components/error-text';
import { SelectField } from '../../kit/choice-fields';
import { useAdminTranslation } from '../../i18n/i18n';
import { courierName, outcomeText } from './parcel-words';
import { PlaceFields } from './place-fields';

/**
 * 'Send with …' on a confirmed order: the courier (the proposed one first, with the shop's record in the district),
 * the weight, note and contents, Steadfast's home or hub, Pathao's city, zone and area or RedX's area found from the
 * address and correctable, the charge quoted where the courier gives one, then the booking or the refusal in words.
 */
export function SendParcel({ orderNumber }: { orderNumber: string }) {
  const { t } = useAdminTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className={buttonClass('primary')} onClick={() => setOpen(true)}>
        {t('parcels.send.open')}
      </button>
    );
  }
  return <SendParcelForm orderNumber={orderNumber} close={() => setOpen(false)} />;
}

function SendParcelForm({ orderNumber, close }: { orderNumber: string; close: () => void }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const [query, setQuery] = useState<ParcelPlanQuery>({});
  const plan = useParcelPlan(orderNumber, query, true);
  const book = useBookParcel(orderNumber);
  const [weight, setWeight] = useState('');
  const [note, setNote] = useState('');
  const [contents, setContents] = useState('');
  const [delivery, setDelivery] = useState<'home' | 'hub' | ''>('');

  if (plan.error && !plan.data) return <Notice announce tone="error">{errorText(t, plan.error)}</Notice>;
  if (!plan.data) return <PageStatus title={t('parcels.send.loading')} busy />;
  const data: ParcelPlan = plan.data;
  if (!data.couriers.length) return <Notice tone="warning">{t('parcels.send.noCouriers')}</Notice>;
  const courier: BookableCourier = query.courier ?? data.proposed ?? data.couriers[0]!;
  const record = data.records.find((r) => r.courier === courier);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const grams = Number(weight || data.weight_grams);
    const location = data.location ? { city_id: data.location.city_id ?? undefined, zone_id: data.location.zone_id ?? undefined, area_id: data.location.area_id ?? undefined } : undefined;
    book.mutate({
      courier,
      weight_grams: grams,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(contents.trim() ? { item_description: contents.trim() } : {}),
      ...(courier === 'steadfast' ? { steadfast_delivery: delivery || data.steadfast_delivery } : {}),
      ...(courier !== 'steadfast' && location ? { location } : {}),
    });
  };
  const outcome = book.data;

  return (
    <form onSubmit={submit} aria-label={t('parcels.send.title')} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="text-base font-semibold">{t('parcels.send.title')}</h3>
      <SelectField label={t('parcels.send.courierLabel')} value={courier} onChange={(e) => setQuery({ courier: e.target.value as BookableCourier })}
        hint={record ? t('parcels.send.record', { delivered: record.delivered, returned: record.returned, district: data.district ?? '' }) : t('parcels.send.noRecord')}>
        {data.couriers.map((c) => (
          <option key={c} value={c}>{c === data.proposed ? t('parcels.send.proposed', { courier: courierName(t, c) }) : courierName(t, c)}</option>
        ))}
      </SelectField>
      <p className="text-sm text-slate-700">{t('parcels.send.toCollect', { amount: formatTaka(data.cod_amount, language) })}</p>
      <div className="grid gap-3">
        <TextField label={t('parcels.send.weight')} name="weight" type="number" min={1} max={10000} step={1} inputMode="numeric" value={weight || String(data.weight_grams)} onChange={(e) => setWeight(e.target.value)} required />
        {courier === 'steadfast' && (
          <SelectField label={t('parcels.send.steadfastDelivery')} value={delivery || data.steadfast_delivery} onChange={(e) => setDelivery(e.target.value as 'home' | 'hub')}>
            <option value="home">{t('parcels.send.home')}</option>
            <option value="hub">{t('parcels.send.hub')}</option>
          </SelectField>
        )}
        <TextField label={t('parcels.send.note')} name="note" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
        <TextField label={t('parcels.send.itemDescription')} name="contents" value={contents} maxLength={200} onChange={(e) => setContents(e.target.value)} />
      </div>
      {data.location && <PlaceFields location={data.location} change={(place) => setQuery({ ...query, courier, ...place })} />}
      <p className="text-sm text-slate-700">{data.charge === null ? t('parcels.send.noQuote') : t('parcels.send.quote', { charge: formatTaka(data.charge, language) })}</p>
      {book.error && <Notice announce tone="error">{errorText(t, book.error)}</Notice>}
      {outcome && <Notice announce tone={outcome.outcome === 'booked' ? 'success' : 'error'}>{outcomeText(t, outcome)}</Notice>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={book.isPending || plan.isFetching}>
          {book.isPending ? t('parcels.send.booking') : t('parcels.send.book', { courier: courierName(t, courier) })}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={close}>{t('parcels.send.cancel')}</button>
      </div>
    </form>
  );
}
