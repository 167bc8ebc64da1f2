import type { FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toLanguage } from '../../../lib/format';
import { useAdminCategories } from '../../api/catalogue-structure';
import type { ProductFilter } from '../../api/products';
import { useAdminTranslation } from '../../i18n/i18n';
import { SelectField } from '../../kit/choice-fields';

type Search = { q?: string; category_id?: number; status: ProductFilter['status'] };

/**
 * The product list's search: a name (either language) or SKU, a category, on sale or not. The form is drawn again
 * when the address changes, and once the categories arrive, so the category the address names is the one chosen.
 */
export function ProductSearch({ filter, onSearch }: { filter: ProductFilter; onSearch: (search: Search) => void }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const categories = useAdminCategories();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = String(form.get('q') ?? '').trim();
    const category = Number(form.get('category'));
    onSearch({ ...(q ? { q } : {}), ...(category ? { category_id: category } : {}), status: String(form.get('status')) as ProductFilter['status'] });
  };
  return (
    <form key={`${JSON.stringify(filter)} ${categories.data ? 'with' : 'without'} categories`} role="search" onSubmit={search} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <TextField label={t('products.search')} hint={t('products.searchHint')} name="q" type="search" defaultValue={filter.q} maxLength={100} className="min-w-56 flex-1" />
      <SelectField label={t('products.category')} name="category" defaultValue={filter.categoryId ?? ''} className="self-start">
          <option value="">{t('products.allCategories')}</option>
          {categories.data?.map((c) => <option key={c.id} value={c.id}>{language === 'bn' ? c.name_bn : c.name}</option>)}
      </SelectField>
      <SelectField label={t('products.status')} name="status" defaultValue={filter.status} className="self-start">
          <option value="all">{t('products.statusAll')}</option>
          <option value="active">{t('products.statusActive')}</option>
          <option value="inactive">{t('products.statusInactive')}</option>
      </SelectField>
      <button type="submit" className={`${buttonClass('primary')} self-start sm:mt-6`}>{t('products.find')}</button>
    </form>
  );
}
