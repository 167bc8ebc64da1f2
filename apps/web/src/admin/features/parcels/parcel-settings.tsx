import { useState, type FormEvent } from 'react';
import type { ParcelSettings } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useSaveParcelSettings } from '../../api/parcels';
import { may, useStaffMe } from '../../api/session';
import { errorText } from '../../components/error-text';
import { SelectField } from '../../kit/choice-fields';
import { useAdminTranslation } from '../../i18n/i18n';

/** The parcel's default weight and Steadfast's home or hub delivery; saved by managers and the owner. */
export function ParcelSettingsForm({ settings }: { settings: ParcelSettings }) {
  const { t } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const mayChange = may(me, 'delivery.change');
  const save = useSaveParcelSettings();
  const [weight, setWeight] = useState(String(settings.default_weight_grams));
  const [delivery, setDelivery] = useState(settings.steadfast_delivery);
  const [saved, setSaved] = useState(false);
  const grams = Number(weight);
  const weightOk = Number.isInteger(grams) && grams >= 1 && grams <= 10_000;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    if (weightOk) save.mutate({ default_weight_grams: grams, steadfast_delivery: delivery }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-3">
      <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-base font-semibold">{t('parcels.settings.legend')}</legend>
        <TextField label={t('parcels.settings.weight')} name="parcel-weight" type="number" min={1} max={10000} step={1} inputMode="numeric" required disabled={!mayChange}
          value={weight} onChange={(e) => (setSaved(false), setWeight(e.target.value))} hint={t('parcels.settings.weightHint')} error={weightOk ? null : t('parcels.settings.weightError')} />
        <SelectField label={t('parcels.settings.steadfastDelivery')} value={delivery} disabled={!mayChange} onChange={(e) => (setSaved(false), setDelivery(e.target.value as 'home' | 'hub'))}>
          <option value="home">{t('parcels.send.home')}</option>
          <option value="hub">{t('parcels.send.hub')}</option>
        </SelectField>
      </fieldset>
      {save.error && <Notice announce tone="error">{errorText(t, save.error)}</Notice>}
      {saved && <Notice announce tone="success">{t('parcels.settings.saved')}</Notice>}
      {mayChange && (
        <button type="submit" className={`${buttonClass('primary')} self-start`} disabled={save.isPending || !weightOk}>{t('parcels.settings.save')}</button>
      )}
    </form>
  );
}
