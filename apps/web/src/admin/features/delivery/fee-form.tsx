import { useState, type FormEvent } from 'react';
import { DELIVERY_AREAS, MAX_DELIVERY_FEE_TAKA, MAX_FREE_DELIVERY_OVER_TAKA, type DeliveryFees } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSaveDeliveryFees } from '../../api/delivery';
import { may, useStaffMe } from '../../api/session';
import { errorText } from '../../components/error-text';
import { useAdminTranslation } from '../../i18n/i18n';
import { DistrictFees } from './district-fees';
import { toDraft, toInput, type Draft } from './draft';

/** The fee table as a form: read-only without delivery.change; a 400's fields are marked from their codes. */
export function FeeForm({ fees }: { fees: DeliveryFees }) {
  const { t } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const mayChange = may(me, 'delivery.change');
  const save = useSaveDeliveryFees();
  const [draft, setDraft] = useState(() => toDraft(fees));
  const [saved, setSaved] = useState(false);
  const named = save.error instanceof ApiError && save.error.code === 'validation_error' ? save.error.fieldCodes : {};
  const feeError = (field: string) => (named[field] ? t('delivery.fieldErrors.fee') : null);
  const change = (patch: Partial<Draft>) => (setSaved(false), setDraft((current) => ({ ...current, ...patch })));

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

      <DistrictFees draft={draft} named={named} mayChange={mayChange} feeProps={feeProps} change={change} />

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
