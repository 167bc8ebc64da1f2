import type { ComponentProps } from 'react';
import { BD_DISTRICTS } from '@shop/shared';
import { TextField } from '../../../components/ui/text-field';
import { SELECT, SMALL_BUTTON_TALL } from '../../kit/controls';
import { useAdminTranslation } from '../../i18n/i18n';
import { newRowKey, type Draft } from './draft';

interface Props {
  draft: Draft;
  /** The fields a 400 named, by their paths. */
  named: Record<string, unknown>;
  mayChange: boolean;
  feeProps: Partial<ComponentProps<typeof TextField>>;
  change: (patch: Partial<Draft>) => void;
}

/** The districts with a fee of their own: each a district (not one already listed) and its fee; add and remove. */
export function DistrictFees({ draft, named, mayChange, feeProps, change }: Props) {
  const { t } = useAdminTranslation();
  const feeError = (field: string) => (named[field] ? t('delivery.fieldErrors.fee') : null);
  const changeRow = (key: number, patch: Partial<Draft['districts'][number]>) =>
    change({ districts: draft.districts.map((row) => (row.key === key ? { ...row, ...patch } : row)) });
  const taken = new Set(draft.districts.map((row) => row.district));
  return (
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
          onClick={() => change({ districts: [...draft.districts, { key: newRowKey(), district: '', fee: draft.areas.outside_dhaka }] })}
        >
          {t('delivery.addDistrict')}
        </button>
      )}
    </fieldset>
  );
}
