import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { formatNumber, toLanguage } from '../../lib/format';
import { PRODUCT_PAGE_SIZE, useProducts } from '../api/products';
import { may, useStaffMe } from '../api/session';
import { useProductFilters } from '../features/catalogue/product-filters';
import { ProductSearch } from '../features/catalogue/product-search';
import { ProductsTable } from '../features/catalogue/products-table';
import { useAdminTranslation } from '../i18n/i18n';
import { ListPage } from '../kit/list-page';
import { Pager } from '../kit/pager';

/**
 * /admin/products: every product, found by name (either language) or SKU, a category, on sale or not; a page at a
 * time, the latest changed first. 'New product' for those who may change the catalogue.
 */
export default function ProductsPage() {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const { filter, show, replace } = useProductFilters();
  const list = useProducts(filter);
  const { data: me } = useStaffMe();
  const filtered = Boolean(filter.q || filter.categoryId || filter.status !== 'all');
  const n = (value: number) => formatNumber(value, language);

  return (
    <ListPage
      title={t('products.title')}
      intro={t('products.intro')}
      actions={may(me, 'catalog.change') && <Link to="/admin/products/new" className={buttonClass('primary')}>{t('products.newProduct')}</Link>}
      filters={<ProductSearch filter={filter} onSearch={replace} />}
      query={list}
      loading={t('products.loading')}
      empty={(data) => (data.products.length > 0 ? null : filtered ? t('products.noMatch') : t('products.empty'))}
    >
      {(data) => (
        <>
          <ProductsTable products={data.products} busy={list.isFetching} />
          {/* The kit's pager words have no products and no Bengali digits: the list pages itself. */}
          <Pager
            page={data.page}
            limit={PRODUCT_PAGE_SIZE}
            total={data.total}
            label={(page, pages) => t('products.pageOf', { page: n(page), pages: n(pages), total: n(data.total) })}
            previousLabel={t('products.previous')}
            nextLabel={t('products.next')}
            onPage={(page) => show({ page })}
          />
        </>
      )}
    </ListPage>
  );
}
