import type { ReactNode } from 'react';
import type { ProductDetail } from '@shop/shared';
import { DealCountdown } from './deal-countdown';
import { DeliveryInfo } from './delivery-info';
import { ProductGallery } from './product-gallery';
import { ProductHeading } from './product-heading';
import { PurchasePanel } from './purchase-panel';
import { SellerCard } from './seller-card';
import { useLocalName } from '../../../lib/use-local-name';

interface Props {
  product: ProductDetail;
  /** Units already in the cart, by size. */
  inCart: Readonly<Record<string, number>>;
  onAddToCart: (size: string, qty: number) => void;
  /** Wishlist and share buttons, next to Add to Cart. */
  actions?: ReactNode;
}

/** The top of the page: gallery, the buying column and, on wide screens, delivery and seller beside them. */
export function ProductOverview({ product, inCart, onAddToCart, actions }: Props) {
  const localName = useLocalName();
  const images = product.images.length > 0 ? product.images : [product.image];
  return (
    <div className="grid gap-6 rounded-lg bg-white p-4 shadow-xs md:grid-cols-2 md:p-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)_minmax(0,3.5fr)] dark:bg-slate-900">
      <ProductGallery images={images} name={localName(product.name, product.name_bn)} />
      <div className="flex min-w-0 flex-col gap-5">
        <ProductHeading product={product} />
        <DealCountdown />
        <PurchasePanel product={product} inCart={inCart} onAddToCart={onAddToCart} actions={actions} />
      </div>
      <div className="flex flex-col gap-4 md:col-span-2 md:grid md:grid-cols-2 lg:col-span-1 lg:flex">
        <DeliveryInfo />
        <SellerCard />
      </div>
    </div>
  );
}
