import { useTranslation } from 'react-i18next';

interface Props {
  /** The category's name; empty while it is still being looked up. */
  name: string;
  image: string | null;
  count?: number;
}

/** 'Discover the Best of {Category}' over the category's banner, or over the shop's gradient when it has none. */
export function CategoryBanner({ name, image, count }: Props) {
  const { t } = useTranslation();
  return (
    <section className="relative isolate overflow-hidden rounded-xl bg-linear-to-r from-brand-700 via-brand-600 to-amber-500 text-white">
      {image && (
        <img
          src={image}
          alt=""
          width={1600}
          height={480}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-10 h-full w-full object-cover object-right"
        />
      )}
      {/* Keeps the white title readable over any picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-slate-950/60 sm:bg-transparent sm:bg-linear-to-r sm:from-slate-950/75 sm:via-slate-950/40 sm:to-transparent"
      />
      <div className="flex min-h-40 flex-col justify-center gap-2 px-5 py-8 sm:min-h-56 sm:px-10 md:max-w-[60%]">
        <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {name ? t('listing.category.bannerTitle', { category: name }) : <span className="sr-only">{t('listing.common.loading')}</span>}
        </h1>
        <p className="text-sm text-white/90 sm:text-base">{t('listing.category.bannerText')}</p>
        {count !== undefined && count > 0 && (
          <p className="text-sm font-semibold text-white/90">{t('listing.category.productCount', { count })}</p>
        )}
      </div>
    </section>
  );
}
