import { formatNumber, toLanguage } from '../../../lib/format';
import { SMALL_BUTTON } from '../../kit/controls';
import { TextField } from '../../../components/ui/text-field';
import { useAdminTranslation } from '../../i18n/i18n';
import type { DraftProps } from './product-draft';
import { Section } from '../../kit/section';
import { CARD } from '../../kit/card';

/** The product's specifications: label and value pairs, added and removed one by one. */
export function ProductSpecs({ draft, set, fieldError }: DraftProps) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const specs = draft.specifications;
  return (
    <Section title={t('product.specifications')} className={CARD}>
      {specs.length === 0 && <p className="text-sm text-slate-600">{t('product.noSpecs')}</p>}
      {fieldError('specifications') && <p className="text-sm text-red-700">{fieldError('specifications')}</p>}
      <ul className="flex flex-col gap-2">
        {specs.map((spec, index) => {
          const n = formatNumber(index + 1, language);
          const change = (key: 'label' | 'value', value: string) => set('specifications', specs.map((s, i) => (i === index ? { ...s, [key]: value } : s)));
          return (
            <li key={index} className="grid items-end gap-2 sm:grid-cols-[1fr_2fr_auto]">
              <TextField label={t('product.specLabel', { n })} maxLength={60} value={spec.label} onChange={(e) => change('label', e.target.value)} />
              <TextField label={t('product.specValue', { n })} maxLength={200} value={spec.value} onChange={(e) => change('value', e.target.value)} />
              <button type="button" className={SMALL_BUTTON} onClick={() => set('specifications', specs.filter((_, i) => i !== index))}>
                {t('product.removeSpec', { n })}
              </button>
            </li>
          );
        })}
      </ul>
      <div>
        <button type="button" className={SMALL_BUTTON} onClick={() => set('specifications', [...specs, { label: '', value: '' }])}>{t('product.addSpec')}</button>
      </div>
    </Section>
  );
}
