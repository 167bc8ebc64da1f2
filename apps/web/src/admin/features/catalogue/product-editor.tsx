import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminProduct } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { may, useStaffMe } from '../../api/session';
import { errorText } from '../../components/error-text';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../kit/page';
import { ProductImages } from '../../components/product-images';
import { SMALL_BUTTON } from '../../kit/controls';
import { useAdminTranslation } from '../../i18n/i18n';
import { ProductBasics } from './product-basics';
import { Section } from '../../kit/section';
import { CARD } from '../../kit/card';
import { ProductPlacement } from './product-placement';
import { ProductPrices, ProductSale } from './product-prices';
import { ProductSizes } from './product-sizes';
import { ProductSpecs } from './product-specs';
import { useProductForm } from './use-product-form';

/**
 * The product form (read-only without catalog.change), then, once the product exists, its photos and `stock`
 * (the stock screen's part, composed by the route).
 */
export function ProductEditor({ product, reload, stock }: { product: AdminProduct | null; reload?: () => Promise<AdminProduct | null>; stock?: ReactNode }) {
  const { t } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const mayChange = may(me, 'catalog.change');
  const { fields, submit, loadTheirs, busy, error, stale, done } = useProductForm(product, reload);
  const title = product ? t('product.editTitle', { name: product.name }) : t('product.newTitle');

  return (
    <Page title={title} actions={<Link to="/admin/products" className={buttonClass('secondary')}>{t('product.back')}</Link>}>
      <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
        <fieldset disabled={!mayChange} className="contents">
          <ProductBasics {...fields} />
          <ProductPlacement {...fields} />
          <ProductSpecs {...fields} />
          <ProductPrices {...fields} />
          <ProductSizes {...fields} product={product} />
          <ProductSale {...fields} />
        </fieldset>

        {stale ? (
          <Notice announce tone="error">
            <p>{t('product.stale')}</p>
            <button type="button" className={`${SMALL_BUTTON} mt-2`} onClick={() => void loadTheirs()}>{t('product.loadTheirs')}</button>
          </Notice>
        ) : error ? (
          <Notice announce tone="error">{errorText(t, error)}</Notice>
        ) : done ? (
          <Notice announce tone="success">{done}</Notice>
        ) : null}
        {mayChange && (
          <div className="flex justify-end">
            <button type="submit" disabled={busy} className={buttonClass('primary')}>{busy ? t('product.saving') : product ? t('product.save') : t('product.create')}</button>
          </div>
        )}
      </form>

      {product && (
        <>
          <Section title={t('product.photos')} className={CARD}>
            <ProductImages productId={product.id} images={product.images} canChange={mayChange} onChanged={() => void reload?.()} />
          </Section>
          {stock && <Section title={t('product.stockTitle')} className={CARD}>{stock}</Section>}
        </>
      )}
    </Page>
  );
}
