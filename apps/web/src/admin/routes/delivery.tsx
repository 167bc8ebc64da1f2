import { useState, type FormEvent } from 'react';
import { BD_DISTRICTS, DELIVERY_AREAS, MAX_DELIVERY_FEE_TAKA, MAX_FREE_DELIVERY_OVER_TAKA, type DeliveryFees, type DeliveryFeesInput } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { ApiError } from '../../lib/api-client';
import { useDeliveryFees, useSaveDeliveryFees } from '../api/delivery';
import { may, useStaffMe } from '../api/session';
import { errorText } from '../components/error-text';
import { Notice } from '../../components/ui/notice';
import { Page, PageError } from '../kit/page';
import { TextField } from '../../components/ui/text-field';
import { useAdminTranslation } from '../i18n/i18n';
import { SMALL_BUTTON_TALL } from '../kit/controls';

const SELECT = 'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600';

/** The form's rows: what was typed, sent as numbers (the server checks whole taka and the bounds again). */
interface Draft {
  areas: Record<(typeof DELIVERY_AREAS)[number], string>;
  pickup: string;
  freeOver: string;
  districts: { key: number; district: string; fee: string }[];
}

let rowKey = 0;
const toDraft = (fees: DeliveryFees): Draft => ({
  areas: { dhaka_city: String(fees.areas.dhaka_city), dhaka_surroundings: String(fees.areas.dhaka_surroundings), outside_dhaka: String(fees.areas.outside_dhaka) },
  pickup: String(fees.pickup_point),
  freeOver: fees.free_over === null ? '' : String(fees.free_over),
  districts: fees.districts.map((row) => ({ key: (rowKey += 1), district: row.district, fee: String(row.fee) })),
});
const toInput = (draft: Draft): DeliveryFeesInput => ({
  areas: { dhaka_city: Number(draft.areas.dhaka_city), dhaka_surroundings: Number(draft.areas.dhaka_surroundings), outside_dhaka: Number(draft.areas.outside_dhaka) },
  pickup_point: Number(draft.pickup),
  free_over: draft.freeOver.trim() === '' ? null : Number(draft.freeOver),
  districts: draft.districts.map((row) => ({ district: row.district, fee: Number(row.fee) })),
});

/**
 * /admin/delivery (docs/product/back-office-delivery.md, decision 044): the delivery fee table. Everyone with
 * delivery.view sees it; delivery.change (managers and the owner) saves it, every save in the audit log.
 */
export default function DeliveryPage() {
  const { t } = useAdminTranslation();
  const fees = useDeliveryFees();
  if (fees.error) return <PageError error={fees.error} retry={() => void fees.refetch()} />;
  return (
    <Page title={t('delivery.title')} intro={t('delivery.intro')}>
      {fees.isPending ? <PageStatus title={t('delivery.loading')} busy /> : <FeeForm fees={fees.data} />}
    </Page>
  );
}

function FeeForm({ fees }: { fees: DeliveryFees }) {
  const { t } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const mayChange = may(me, 'delivery.change');
  const save = useSaveDeliveryFees();
  const [draft, setDraft] = useState(() => toDraft(fees));
  const [saved, setSaved] = useState(false);
  const named = save.error instanceof ApiError && save.error.code === 'validation_error' ? save.error.fieldCodes : {};
  const feeError = (field: string) => (named[field] ? t('delivery.fieldErrors.fee') : null);
  const change = (patch: Partial<Draft>) => (setSaved(false), setDraft((current) => ({ ...current, ...patch })));
  const changeRow = (key: number, patch: Partial<Draft['districts'][number]>) =>
    change({ districts: draft.districts.map((row) => (row.key === key ? { ...row, ...patch } : row)) });
  const taken = new Set(draft.districts.map((row) => row.district));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(toInput(draft), { onSuccess: () => setSaved(true) });
  };
  const feeProps = { type: 'number', min: 0, max: MAX_DELIVERY_FEE_TAKA, step: 1, required: true, inputMode: 'numeric', disabled: !mayChange } as const;

  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      {!mayChange && <Notice announce tone="info">{t('delivery.readOnly')}</Notice>}
      <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-base font-semibold">{t('delivery.areasLegend')}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {DELIVERY_AREAS.map((area) => (
            <TextField
              key={area}
              label={t(`delivery.areas.${area}`)}
              name={`area-${area}`}
              value={draft.areas[area]}
              onChange={(event) => change({ areas: { ...draft.areas, [area]: event.target.value } })}
              hint={area === 'outside_dhaka' ? t('delivery.outsideHint') : area === 'dhaka_surroundings' ? t('delivery.surroundingsHint') : undefined}
              error={feeError(`areas.${area}`)}
              {...feeProps}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-base font-semibold">{t('delivery.districtsLegend')}</legend>
        <p className="text-sm text-slate-600">{t('delivery.districtsHint')}</p>
        {draft.districts.length === 0 && <p className="text-sm text-slate-700">{t('delivery.noDistricts')}</p>}
        <ul className="flex flex-col gap-2">
          {draft.districts.map((row, index) => {
            const districtError = named[`districts.${index}.district`] ? t('delivery.fieldErrors.district') : null;
            return (
              <li key={row.key} className="flex flex-wrap items-start gap-2" data-testid="district-fee">
                <div className="flex flex-col gap-1">
                  <select
                    aria-label={t('delivery.districtOf', { n: index + 1 })}
                    value={row.district}
                    disabled={!mayChange}
                    required
                    aria-invalid={districtError ? true : undefined}
                    onChange={(event) => changeRow(row.key, { district: event.target.value })}
                    className={SELECT}
                  >
                    <option value="">{t('delivery.choose')}</option>
                    {BD_DISTRICTS.filter((district) => district === row.district || !taken.has(district)).map((district) => (
                      <option key={district} value={district}>{district}</option>
                    ))}
                  </select>
                  {districtError && <p className="text-sm text-red-700">{districtError}</p>}
                </div>
                <TextField
                  label={t('delivery.feeOf', { district: row.district || t('delivery.district') })}
                  className="w-40 [&>label]:sr-only"
                  name={`district-fee-${index}`}
                  value={row.fee}
                  onChange={(event) => changeRow(row.key, { fee: event.target.value })}
                  error={feeError(`districts.${index}.fee`)}
                  {...feeProps}
                />
                {mayChange && (
                  <button
                    type="button"
                    className={SMALL_BUTTON_TALL}
                    aria-label={t('delivery.removeOf', { district: row.district || t('delivery.district') })}
                    onClick={() => change({ districts: draft.districts.filter((other) => other.key !== row.key) })}
                  >
                    {t('delivery.remove')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {mayChange && (
          <button
            type="button"
            className={`${SMALL_BUTTON_TALL} self-start`}
            onClick={() => change({ districts: [...draft.districts, { key: (rowKey += 1), district: '', fee: draft.areas.outside_dhaka }] })}
          >
            {t('delivery.addDistrict')}
          </button>
        )}
      </fieldset>

      <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <TextField
          label={t('delivery.pickupPoint')}
          name="pickup"
          value={draft.pickup}
          onChange={(event) => change({ pickup: event.target.value })}
          hint={t('delivery.pickupHint')}
          error={feeError('pickup_point')}
          {...feeProps}
        />
        <TextField
          label={t('delivery.freeOver')}
          name="free-over"
          type="number"
          min={1}
          max={MAX_FREE_DELIVERY_OVER_TAKA}
          step={1}
          inputMode="numeric"
          disabled={!mayChange}
          value={draft.freeOver}
          onChange={(event) => change({ freeOver: event.target.value })}
          hint={t('delivery.freeOverHint')}
          error={named.free_over ? t('delivery.fieldErrors.freeOver') : null}
        />
      </fieldset>

      {save.error && <Notice announce tone="error">{errorText(t, save.error)}</Notice>}
      {saved && <Notice announce tone="success">{t('delivery.saved')}</Notice>}
      {mayChange && (
        <button type="submit" disabled={save.isPending} className={`${buttonClass('primary')} self-start`}>
          {save.isPending ? t('delivery.saving') : t('delivery.save')}
        </button>
      )}
    </form>
  );
}
