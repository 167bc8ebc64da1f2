import { useState } from 'react';
import { SIZE_SETS, type AdminProduct, type SizeSet } from '@shop/shared';
import { formatNumber, toLanguage } from '../../../lib/format';
import { SMALL_BUTTON } from '../../kit/controls';
import { TextField } from '../../../components/ui/text-field';
import { useAdminTranslation } from '../../i18n/i18n';
import type { DraftProps } from './product-draft';
import { Section } from '../../kit/section';
import { CARD } from '../../kit/card';
import { SelectField } from '../../kit/choice-fields';

/**
 * The sizes and, for a new size, its first stock; a size set fills the list at once. A saved size's stock is
 * read-only here: it changes through an adjustment, which is recorded.
 */
export function ProductSizes({ draft, set, fieldError, product }: DraftProps & { product: AdminProduct | null }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const [sizeSet, setSizeSet] = useState<SizeSet>('clothing');
  const sizes = draft.sizes;
  return (
    <Section title={t('product.sizesTitle')} className={CARD}>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField label={t('product.sizeSet')} hint={t('product.sizeSetHint')} value={sizeSet} onChange={(e) => setSizeSet(e.target.value as SizeSet)}>
          {(Object.keys(SIZE_SETS) as SizeSet[]).map((set) => <option key={set} value={set}>{t(`product.sizeSets.${set}`)}</option>)}
        </SelectField>
        <button type="button" className={`${SMALL_BUTTON} mb-6`}
          onClick={() => set('sizes', SIZE_SETS[sizeSet].map((size) => sizes.find((s) => s.size === size) ?? { size, stock: '0', existing: false }))}>
          {t('product.useSet')}
        </button>
      </div>
      {product && <p className="text-sm text-slate-600">{t('product.stockHint')}</p>}
      {fieldError('sizes') && <p className="text-sm text-red-700" role="alert">{fieldError('sizes')}</p>}
      <ul className="flex flex-col gap-2">
        {sizes.map((row, index) => {
          const n = row.size || formatNumber(index + 1, language);
          const change = (key: 'size' | 'stock', value: string) => set('sizes', sizes.map((s, i) => (i === index ? { ...s, [key]: value } : s)));
          return (
            <li key={index} className="grid items-end gap-2 grid-cols-[1fr_1fr_auto] sm:max-w-xl">
              <TextField label={t('product.size', { n: formatNumber(index + 1, language) })} maxLength={12} value={row.size} readOnly={row.existing} onChange={(e) => change('size', e.target.value)} />
              <TextField label={t('product.sizeStock', { n })} inputMode="numeric" readOnly={row.existing} onChange={(e) => change('stock', e.target.value)}
                value={row.existing ? String(product?.sizes.find((s) => s.size === row.size)?.stock ?? row.stock) : row.stock} />
              <button type="button" className={SMALL_BUTTON} onClick={() => set('sizes', sizes.filter((_, i) => i !== index))}>{t('product.removeSize', { n })}</button>
            </li>
          );
        })}
      </ul>
      <div>
        <button type="button" className={SMALL_BUTTON} onClick={() => set('sizes', [...sizes, { size: '', stock: '0', existing: false }])}>{t('product.addSize')}</button>
      </div>
    </Section>
  );
}
