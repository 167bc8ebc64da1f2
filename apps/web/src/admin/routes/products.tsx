import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminProductRow } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatNumber, formatTaka, toLanguage, type Language } from '../../lib/format';
import { useAdminCategories } from '../api/catalogue-structure';
import { useProducts, PRODUCT_PAGE_SIZE, type ProductFilter } from '../api/products';
import { may, useStaffMe } from '../api/session';
import { CELL, DataTable, TABLE_HEAD } from '../components/data-table';
import { Page, PageError } from '../components/page';
import { Pager } from '../components/pager';
import { TextField } from '../components/text-field';
import { useAdminTranslation } from '../i18n/i18n';

const SELECT = 'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40';
const STATUSES = ['all', 'active', 'inactive'] as const;

/**
 * /admin/products: every product, found by name (either language) or SKU, a category, on sale or not; a page at a
 * time, the latest changed first. 'New product' for those who may change the catalogue.
 */
export default function ProductsPage() {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get('status')) ?? 'all';
  const filter: ProductFilter = {
    q: params.get('q')?.trim() ?? '',
    categoryId: Number(params.get('category')) || null,
    status,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const list = useProducts(filter);
  const categories = useAdminCategories();
  const { data: me } = useStaffMe();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    const q = String(form.get('q') ?? '').trim();
    if (q) next.q = q;
    if (form.get('category')) next.category = String(form.get('category'));
    if (form.get('status') !== 'all') next.status = String(form.get('status'));
    setParams(next);
  };
  const goTo = (page: number) => setParams({ ...Object.fromEntries(params), page: String(page) });

  if (list.error && !list.data) return <PageError error={list.error} retry={() => void list.refetch()} />;
  const categoryName = (id: number) => {
    const c = categories.data?.find((x) => x.id === id);
    return c ? (language === 'bn' ? c.name_bn : c.name) : '';
  };

  return (
    <Page
      title={t('products.title')}
      intro={t('products.intro')}
      actions={may(me, 'catalog.change') && <Link to="/admin/products/new" className={buttonClass('primary')}>{t('products.newProduct')}</Link>}
    >
      <form key={params.toString()} role="search" onSubmit={search} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <TextField label={t('products.search')} hint={t('products.searchHint')} name="q" type="search" defaultValue={filter.q} maxLength={100} className="min-w-56 flex-1" />
        <div className="flex flex-col gap-1 self-start">
          <label htmlFor="products-category" className="text-sm font-medium text-slate-700">{t('products.category')}</label>
          <select id="products-category" name="category" defaultValue={filter.categoryId ?? ''} className={SELECT}>
            <option value="">{t('products.allCategories')}</option>
            {categories.data?.map((c) => <option key={c.id} value={c.id}>{categoryName(c.id)}</option>)}
          </select>
        </div>
        <div className="flex flex-col gap-1 self-start">
          <label htmlFor="products-status" className="text-sm font-medium text-slate-700">{t('products.status')}</label>
          <select id="products-status" name="status" defaultValue={status} className={SELECT}>
            <option value="all">{t('products.statusAll')}</option>
            <option value="active">{t('products.statusActive')}</option>
            <option value="inactive">{t('products.statusInactive')}</option>
          </select>
        </div>
        <button type="submit" className={`${buttonClass('primary')} self-start sm:mt-6`}>{t('products.find')}</button>
      </form>
      {list.isPending ? (
        <PageStatus title={t('products.loading')} busy />
      ) : list.data.products.length === 0 ? (
        <PageStatus title={filter.q || filter.categoryId || status !== 'all' ? t('products.noMatch') : t('products.empty')} />
      ) : (
        <>
          <DataTable label={t('products.tableLabel')} busy={list.isFetching}>
            <thead className={TABLE_HEAD}>
              <tr>
                <th scope="col" className={CELL}>{t('products.image')}</th>
                <th scope="col" className={CELL}>{t('products.name')}</th>
                <th scope="col" className={CELL}>{t('products.sku')}</th>
                <th scope="col" className={`${CELL} text-right`}>{t('products.price')}</th>
                <th scope="col" className={`${CELL} text-right`}>{t('products.stock')}</th>
                <th scope="col" className={CELL}>{t('products.state')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.data.products.map((product) => <ProductRow key={product.id} product={product} language={language} />)}
            </tbody>
          </DataTable>
          <Pager
            page={list.data.page}
            limit={PRODUCT_PAGE_SIZE}
            total={list.data.total}
            label={(page, pages) => t('products.pageOf', { page: formatNumber(page, language), pages: formatNumber(pages, language), total: formatNumber(list.data.total, language) })}
            previousLabel={t('products.previous')}
            nextLabel={t('products.next')}
            onPage={goTo}
          />
        </>
      )}
    </Page>
  );
}

function ProductRow({ product, language }: { product: AdminProductRow; language: Language }) {
  const { t } = useAdminTranslation();
  return (
    <tr className={product.active ? undefined : 'bg-slate-50 text-slate-600'}>
      <td className={CELL}>
        {product.image ? (
          <img src={product.image} alt="" className="h-12 w-12 rounded border border-slate-200 object-cover" loading="lazy" />
        ) : (
          <span className="flex h-12 w-12 items-center justify-center rounded border border-dashed border-slate-300 text-center text-[10px] leading-tight text-slate-600">{t('products.noImage')}</span>
        )}
      </td>
      <th scope="row" className={`${CELL} font-normal`}>
        <Link to={`/admin/products/${product.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">{product.name}</Link>
        {product.name_bn && <span lang="bn" className="block text-slate-600">{product.name_bn}</span>}
        <span className="block text-xs text-slate-600">{product.category}</span>
      </th>
      <td className={`${CELL} font-mono text-xs whitespace-nowrap`}>{product.sku}</td>
      <td className={`${CELL} text-right whitespace-nowrap`}>
        {formatTaka(product.price, language)}
        {product.old_price !== null && <s className="block text-xs text-slate-600">{formatTaka(product.old_price, language)}</s>}
      </td>
      <td className={`${CELL} text-right`}>{formatNumber(product.stock, language)}</td>
      <td className={CELL}>{product.active ? <StatusBadge tone="green">{t('products.onSale')}</StatusBadge> : <StatusBadge tone="gray">{t('products.offSale')}</StatusBadge>}</td>
    </tr>
  );
}
