import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { categoryPath } from '../utils/category-links';
import { MegaMenu } from './mega-menu';

const link =
  'text-sm text-slate-600 hover:text-brand-600 hover:underline dark:text-slate-300 dark:hover:text-brand-400';

/** Featured selections: the curated category pages (docs/product/catalog.md: Top ranking, New arrivals, Top deals). */
export function FeaturedMenu() {
  const { t } = useTranslation();
  const cards = [
    { slug: 'top-ranking', title: t('navigation.featured.topRanking'), text: t('navigation.featured.topRankingText') },
    { slug: 'new-arrivals', title: t('navigation.featured.newArrivals'), text: t('navigation.featured.newArrivalsText') },
    { slug: 'top-deals', title: t('navigation.featured.topDeals'), text: t('navigation.featured.topDealsText') },
  ];
  return (
    <MegaMenu label={t('navigation.mega.featured')}>
      <div className="mx-auto grid max-w-7xl grid-cols-4 gap-4 px-4 py-6">
        {cards.map((card) => (
          <Link
            key={card.slug}
            to={categoryPath(card.slug)}
            className="group rounded-lg border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-4 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:from-slate-800 dark:to-slate-900"
          >
            <span className="block font-semibold group-hover:text-brand-600 dark:group-hover:text-brand-400">{card.title}</span>
            <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{card.text}</span>
          </Link>
        ))}
        <ul className="flex flex-col justify-center gap-2 pl-2">
          <li><Link to="/products?sort=newest" className={link}>{t('navigation.featured.newest')}</Link></li>
          <li><Link to="/products?sort=price-asc" className={link}>{t('navigation.featured.priceLowHigh')}</Link></li>
          <li><Link to="/products" className={link}>{t('navigation.mega.viewAllProducts')}</Link></li>
        </ul>
      </div>
    </MegaMenu>
  );
}

/** Help Center: the help sections (help-center?section=...) and the customer-care pages. */
export function HelpMenu() {
  const { t } = useTranslation();
  const sections = [
    { to: '/help-center?section=sample-center', label: t('navigation.help.sampleCenter') },
    { to: '/help-center?section=online-trade-show', label: t('navigation.help.onlineTradeShow') },
    { to: '/help-center?section=tips', label: t('navigation.help.tips') },
    { to: '/help-center?section=live', label: t('navigation.help.live') },
  ];
  const care = [
    { to: '/about#faq', label: t('navigation.help.faq') },
    { to: '/orderstatus', label: t('navigation.help.orderStatus') },
    { to: '/returns', label: t('navigation.help.returns') },
    { to: '/paymentoptions', label: t('navigation.help.paymentOptions') },
    { to: '/contact', label: t('navigation.help.contact') },
  ];
  return (
    <MegaMenu label={t('navigation.mega.helpCenter')}>
      <div className="mx-auto grid max-w-7xl grid-cols-3 gap-6 px-4 py-6">
        <div>
          <p className="text-lg font-semibold">{t('navigation.help.title')}</p>
          <Link to="/help-center" className={`${buttonClass('secondary')} mt-3`}>
            {t('navigation.mega.helpCenter')}
          </Link>
        </div>
        {[sections, care].map((list, index) => (
          <ul key={index} className="flex flex-col gap-2">
            {list.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={link}>{item.label}</Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </MegaMenu>
  );
}

/** Become a Seller: the shop has no seller screens, so this invites sellers to get in touch. */
export function SellerMenu() {
  const { t } = useTranslation();
  const perks = [t('navigation.seller.perkReach'), t('navigation.seller.perkPayments'), t('navigation.seller.perkSupport')];
  return (
    <MegaMenu label={t('navigation.mega.becomeSeller')}>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-6">
        <div>
          <p className="text-lg font-semibold">{t('navigation.seller.title')}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('navigation.seller.text')}</p>
          <Link to="/contact" className={`${buttonClass('primary')} mt-4`}>
            {t('navigation.seller.cta')}
          </Link>
        </div>
        <ul className="flex flex-col justify-center gap-2 text-sm">
          {perks.map((perk) => (
            <li key={perk} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
              {perk}
            </li>
          ))}
        </ul>
      </div>
    </MegaMenu>
  );
}
