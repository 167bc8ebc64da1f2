import { useTranslation } from 'react-i18next';
import { AboutBlocks } from '../../features/about/components/about-blocks';
import { FavoritesGrid } from '../../features/about/components/favorites-grid';
import { FaqAccordion } from '../../features/help/components/faq-accordion';
import { useWishlist } from '../../features/wishlist/hooks/use-wishlist';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product/help-and-about.md, About, FAQ and favorites (/about and /aboutus). */
export default function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.about'));
  const { items: favorites } = useWishlist();
  // The five questions of docs/product/help-and-about.md, in catalogue order.
  const faqs: Record<string, { q: string; a: string }> = t('storefront.about.faqs', { returnObjects: true });
  return (
    <div className="flex flex-col gap-12">
      <div className="relative overflow-hidden rounded-xl bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800 px-6 py-12 text-white sm:px-10 md:py-16">
        <svg aria-hidden="true" viewBox="0 0 200 200" className="pointer-events-none absolute -right-10 -bottom-16 hidden size-80 text-brand-500 md:block">
          <circle cx="100" cy="100" r="96" fill="currentColor" opacity="0.2" />
          <circle cx="100" cy="100" r="60" fill="currentColor" opacity="0.25" />
        </svg>
        <div className="relative flex max-w-2xl flex-col gap-3">
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{t('storefront.about.eyebrow')}</p>
          <h1 className="text-3xl leading-tight font-extrabold sm:text-5xl">{t('storefront.about.title')}</h1>
          <p className="text-lg text-slate-200">{t('storefront.about.heading')}</p>
        </div>
      </div>
      <AboutBlocks />
      <section aria-labelledby="about-faq-title" className="flex flex-col gap-4">
        <h2 id="about-faq-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t('storefront.about.faqTitle')}
        </h2>
        <FaqAccordion group="about-faq" faqs={Object.entries(faqs).map(([id, faq]) => ({ id, question: faq.q, answer: faq.a }))} />
      </section>
      <FavoritesGrid favorites={favorites} />
    </div>
  );
}
