import type { ParcelPlan } from '@shop/shared';
import { SelectField } from '../../kit/choice-fields';
import { useAdminTranslation } from '../../i18n/i18n';

type Location = NonNullable<ParcelPlan['location']>;
type Place = { city_id?: number; zone_id?: number; area_id?: number };

/** Pathao's city, zone and area, or RedX's area, as found from the address; choosing one asks for the lists below it. */
export function PlaceFields({ location, change }: { location: Location; change: (place: Place) => void }) {
  const { t } = useAdminTranslation();
  const pick = (value: string) => (value ? Number(value) : undefined);
  const options = (places: { id: number; name: string }[]) => [
    <option key="" value="">{t('parcels.send.choose')}</option>,
    ...places.map((p) => <option key={p.id} value={p.id}>{p.name}</option>),
  ];
  return (
    <div className="grid gap-3">
      {location.courier === 'pathao' && (
        <>
          <SelectField label={t('parcels.send.city')} value={location.city_id ?? ''} onChange={(e) => change({ city_id: pick(e.target.value) })} required>
            {options(location.cities)}
          </SelectField>
          <SelectField label={t('parcels.send.zone')} value={location.zone_id ?? ''} onChange={(e) => change({ city_id: location.city_id ?? undefined, zone_id: pick(e.target.value) })} required>
            {options(location.zones)}
          </SelectField>
        </>
      )}
      <SelectField
        label={t('parcels.send.area')}
        value={location.area_id ?? ''}
        required={location.courier === 'redx'}
        onChange={(e) => change({ city_id: location.city_id ?? undefined, zone_id: location.zone_id ?? undefined, area_id: pick(e.target.value) })}
      >
        {options(location.areas)}
      </SelectField>
    </div>
  );
}
