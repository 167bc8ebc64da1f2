import type { FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toLanguage } from '../../../lib/format';
import { useAdminCategories } from '../../api/catalogue-structure';
import type { ProductFilter } from '../../api/products';
import { useAdminTranslation } from '../../i18n/i18n';
import { SELECT } from '../../kit/controls';

type Search = { q?: string; category_id?: number; status: ProductFilter['status'] };

/** The product list's search: a name (either language) or SKU, a category, on sale or not. */
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
    <form key={JSON.stringify(filter)} role="search" onSubmit={search} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <TextField label={t('products.search')} hint={t('products.searchHint')} name="q" type="search" defaultValue={filter.q} maxLength={100} className="min-w-56 flex-1" />
      <div className="flex flex-col gap-1 self-start">
        <label htmlFor="products-category" className="text-sm font-medium text-slate-700">{t('products.category')}</label>
        <select id="products-category" name="category" defaultValue={filter.categoryId ?? ''} className={SELECT}>
          <option value="">{t('products.allCategories')}</option>
          {categories.data?.map((c) => <option key={c.id} value={c.id}>{language === 'bn' ? c.name_bn : c.name}</option>)}
        </select>
      </div>
      <div className="flex flex-col gap-1 self-start">
        <label htmlFor="products-status" className="text-sm font-medium text-slate-700">{t('products.status')}</label>
        <select id="products-status" name="status" defaultValue={filter.status} className={SELECT}>
          <option value="all">{t('products.statusAll')}</option>
          <option value="active">{t('products.statusActive')}</option>
          <option value="inactive">{t('products.statusInactive')}</option>
        </select>
      </div>
      <button type="submit" className={`${buttonClass('primary')} self-start sm:mt-6`}>{t('products.find')}</button>
    </form>
  );
}
