import { COLOUR_FAMILIES } from '@shop/shared';
import { toLanguage } from '../../../lib/format';
import { useAdminBrands, useAdminCategories } from '../../api/catalogue-structure';
import { useAdminTranslation } from '../../i18n/i18n';
import type { DraftProps } from './product-draft';
import { Section } from '../../kit/section';
import { CARD } from '../../kit/card';
import { SelectField } from '../../kit/choice-fields';

/** Where the product is found: its category and subcategory, its brand and its colour. */
export function ProductPlacement({ draft, set, fieldError }: DraftProps) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const categories = useAdminCategories();
  const brands = useAdminBrands();
  const category = categories.data?.find((c) => String(c.id) === draft.category_id);
  const nameOf = (x: { name: string; name_bn?: string; hidden: boolean }) => {
    const name = language === 'bn' && x.name_bn ? x.name_bn : x.name;
    return x.hidden ? t('product.hidden', { name }) : name;
  };
  return (
    <Section title={t('product.placement')} className={CARD}>
      <div className="grid gap-3 md:grid-cols-2">
        <SelectField label={t('product.category')} required value={draft.category_id} error={fieldError('category_id')}
          onChange={(e) => (set('category_id', e.target.value), set('subcategory_id', ''))}>
          <option value="">{t('product.chooseCategory')}</option>
          {categories.data?.map((c) => <option key={c.id} value={c.id}>{nameOf(c)}</option>)}
        </SelectField>
        <SelectField label={t('product.subcategory')} required value={draft.subcategory_id} error={fieldError('subcategory_id')} onChange={(e) => set('subcategory_id', e.target.value)}>
          <option value="">{t('product.chooseSubcategory')}</option>
          {category?.subcategories.map((s) => <option key={s.id} value={s.id}>{nameOf(s)}</option>)}
        </SelectField>
        <SelectField label={t('product.brand')} required value={draft.brand_id} error={fieldError('brand_id')} onChange={(e) => set('brand_id', e.target.value)}>
          <option value="">{t('product.chooseBrand')}</option>
          {brands.data?.map((b) => <option key={b.id} value={b.id}>{nameOf(b)}</option>)}
        </SelectField>
        <SelectField label={t('product.colour')} required value={draft.colour} error={fieldError('colour')} onChange={(e) => set('colour', e.target.value)}>
          <option value="">{t('product.chooseColour')}</option>
          {COLOUR_FAMILIES.map((c) => <option key={c} value={c}>{t(`productColours.${c}`)}</option>)}
        </SelectField>
      </div>
    </Section>
  );
}
