import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';

/** A saved product as the grid shows it. */
interface FavoriteItem {
  id: number;
  name: string;
  price: number;
  oldPrice: number | null;
  image: string;
}

/** docs/product/help-and-about.md: 'Your Favorites'. The page hands it the shopper's wishlist. */
export function FavoritesGrid({ favorites }: { favorites: readonly FavoriteItem[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="favorites-title" className="flex flex-col gap-4">
      <div>
        <h2 id="favorites-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t('storefront.about.favoritesTitle')}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{t('storefront.about.favoritesText')}</p>
      </div>
      {favorites.length === 0 ? (
        <PageStatus title={t('storefront.about.noFavorites')}>
          <Link to="/products" className={buttonClass('primary')}>
            {t('storefront.about.browseProducts')}
          </Link>
        </PageStatus>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
          {favorites.map((item) => (
            <li key={item.id}>
              <Link
                to={`/product/${item.id}`}
                className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900"
              >
                <ProductImage src={item.image || undefined} alt={item.name} />
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <h3 className="line-clamp-2 text-sm text-slate-800 group-hover:text-brand-600 dark:text-slate-100 dark:group-hover:text-brand-400">
                    {item.name}
                  </h3>
                  <div className="mt-auto">
                    <Price amount={item.price} oldAmount={item.oldPrice} />
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
