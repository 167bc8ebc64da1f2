import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ReturnIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons';

/** The home banner: drawn in CSS and inline SVG so it paints at once with no image to wait for. */
export function Hero() {
  const { t } = useTranslation();
  const perks = [
    { icon: TruckIcon, text: t('home.perkCashOnDelivery') },
    { icon: ReturnIcon, text: t('home.perkReturns') },
    { icon: ShieldIcon, text: t('home.perkAuthentic') },
  ];
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden rounded-xl bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800 text-white"
    >
      <HeroArt />
      <div className="relative flex max-w-2xl flex-col gap-5 px-6 py-12 sm:px-10 md:py-16">
        <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{t('home.heroEyebrow')}</p>
        <h1 id="hero-title" className="text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
          {t('home.heroTitle')}
        </h1>
        <p className="max-w-lg text-base text-slate-200 sm:text-lg">{t('home.heroText')}</p>
        <div>
          <Link to="/products" className={buttonClass('primary', 'lg')}>
            {t('home.shopNow')}
          </Link>
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 pt-2 text-sm text-slate-200">
          {perks.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="size-5 text-brand-300" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HeroArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 400"
      className="pointer-events-none absolute -right-16 -bottom-24 hidden h-[130%] text-brand-500 md:block"
    >
      <circle cx="200" cy="200" r="190" fill="currentColor" opacity="0.18" />
      <circle cx="200" cy="200" r="130" fill="currentColor" opacity="0.22" />
      <path
        d="M150 140l32-18h36l32 18 38 44-28 22-18-18v116H138V188l-18 18-28-22z"
        fill="#fff"
        opacity="0.92"
      />
      <path d="M182 122c4 14 32 14 36 0" fill="none" stroke="#f85606" strokeWidth="5" />
    </svg>
  );
}
