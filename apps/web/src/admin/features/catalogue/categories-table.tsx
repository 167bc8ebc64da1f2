import type { AdminCategory } from '@shop/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatNumber, toLanguage } from '../../../lib/format';
import { CELL, DataTable, TableHead } from '../../kit/data-table';
import { useAdminTranslation } from '../../i18n/i18n';
import { CategoryRowActions } from './category-row-actions';
import type { RowHandlers } from './category-rows';

/** The menu's tree: each category with its subcategories under it, their names, items, products and state. */
export function CategoriesTable({ categories, on }: { categories: AdminCategory[]; on?: RowHandlers }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const state = (hidden: boolean) =>
    hidden ? <StatusBadge tone="gray">{t('categories.hidden')}</StatusBadge> : <StatusBadge tone="green">{t('categories.shown')}</StatusBadge>;
  return (
    <DataTable label={t('categories.tableLabel')} busy={on?.busyMoving}>
      <TableHead
        columns={[
          t('categories.name'),
          t('categories.nameBn'),
          t('categories.items'),
          { text: t('categories.products'), className: 'text-right' },
          t('categories.state'),
          Boolean(on) && t('categories.actions'),
        ]}
      />
      {categories.map((category, index) => (
        <tbody key={category.id} className="divide-y divide-slate-200 border-t-2 border-slate-300 align-top">
          <tr className={category.hidden ? 'bg-slate-50 text-slate-600' : 'bg-white'}>
            <th scope="row" className={`${CELL} font-semibold`}>{category.name}</th>
            <td className={`${CELL} font-semibold`} lang="bn">{category.name_bn}</td>
            <td className={CELL} />
            <td className={`${CELL} text-right`}>{formatNumber(category.product_count, language)}</td>
            <td className={CELL}>{state(category.hidden)}</td>
            {on && <td className={CELL}><CategoryRowActions target={{ kind: 'category', row: category }} index={index} count={categories.length} on={on} /></td>}
          </tr>
          {category.subcategories.map((sub, subIndex) => (
            <tr key={sub.id} className={sub.hidden || category.hidden ? 'bg-slate-50 text-slate-600' : undefined}>
              <th scope="row" className={`${CELL} pl-8 font-normal`}>
                <span className="sr-only">{t('categories.subcategoryOf', { name: category.name })}: </span>
                <span aria-hidden="true" className="text-slate-500">└ </span>
                {sub.name}
              </th>
              <td className={CELL} lang="bn">{sub.name_bn}</td>
              <td className={`${CELL} max-w-56 text-sm`}>{sub.items.length ? sub.items.join(', ') : <span className="text-slate-600">{t('categories.noItems')}</span>}</td>
              <td className={`${CELL} text-right`}>{formatNumber(sub.product_count, language)}</td>
              <td className={CELL}>{state(sub.hidden)}</td>
              {on && (
                <td className={CELL}>
                  <CategoryRowActions target={{ kind: 'subcategory', row: sub, parent: category }} index={subIndex} count={category.subcategories.length} on={on} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      ))}
    </DataTable>
  );
}
