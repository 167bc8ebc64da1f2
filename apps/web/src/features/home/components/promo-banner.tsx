import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { TruckIcon } from '../../../components/ui/icons';
import { formatTaka, toLanguage } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useCarousel } from '../hooks/use-carousel';
import { homeDeliveryFeeRange } from '@shop/shared';
import { useDeliveryFees } from '../../../api/delivery';
import { PROMO_INTERVAL_MS, PROMO_SLIDES, WELCOME_PROMO } from '../utils/promo';
import { PromoArt } from './promo-art';
import { PromoControls } from './promo-controls';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The rotating promo banner (docs/product/catalog.md), built as the WAI-ARIA carousel pattern: it holds
 * still while the pointer is on it, stops when keyboard focus moves into it (until Play is pressed),
 * has a pause button, and does not move by itself for shoppers who ask for reduced motion. Every slide stays in the layout (stacked in one
 * grid cell), so the banner is as tall as its tallest slide and never changes height.
 */
export function PromoBanner() {
  const { t, i18n } = useTranslation();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const playing = chosen ?? !reducedMotion;
  const carousel = useCarousel(PROMO_SLIDES.length, PROMO_INTERVAL_MS, playing && !hovered);
  // The delivery line promises only what the fee table charges (docs/decisions/022 and 044).
  const fees = useDeliveryFees().data;
  const range = fees ? homeDeliveryFeeRange(fees) : null;
  const taka = (amount: number) => formatTaka(amount, toLanguage(i18n.language));
  const names = PROMO_SLIDES.map((slide) => t(`storefront.home.promo.slides.${slide.id}.name`));

  // Only keyboard focus arriving from outside stops it; a click on a control is handled by the control.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const fromOutside = !event.currentTarget.contains(event.relatedTarget);
    if (fromOutside && isFocusVisible(event.target)) setChosen(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="promo-title"
      className="flex flex-col gap-3"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
    >
      <h2 id="promo-title" className="sr-only">
        {t('storefront.home.promo.label')}
      </h2>
      {/* The ring keeps the dark slides from melting into the page in dark mode. */}
      <div className="relative overflow-hidden rounded-xl dark:ring-1 dark:ring-white/10">
        <div className="grid" aria-live={playing ? 'off' : 'polite'}>
          {PROMO_SLIDES.map((slide, i) => {
            const current = i === carousel.index;
            const key = `storefront.home.promo.slides.${slide.id}` as const;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('storefront.home.promo.slideLabel', { index: i + 1, count: PROMO_SLIDES.length })}
                inert={!current}
                className={`[grid-area:1/1] flex items-center justify-between gap-4 bg-gradient-to-r px-6 pt-8 pb-16 text-white transition-[opacity,visibility] duration-700 motion-reduce:transition-none sm:px-10 md:pb-10 ${slide.tone} ${
                  current ? 'visible opacity-100' : 'invisible opacity-0'
                }`}
              >
                <div className="flex max-w-xl flex-col gap-3">
                  <p className="text-xs font-semibold tracking-widest text-white/80 uppercase">{t(`${key}.eyebrow`)}</p>
                  <h3 className="text-2xl leading-tight font-extrabold sm:text-4xl">{t(`${key}.title`)}</h3>
                  <p className="text-sm text-white/90 sm:text-base">{t(`${key}.text`)}</p>
                  <Link to={slide.to} className={`mt-1 self-start ${buttonClass('light')}`}>
                    {t(`${key}.cta`)}
                  </Link>
                </div>
                <div className="hidden h-48 shrink-0 md:block">
                  <PromoArt slide={slide.id} />
                </div>
              </div>
            );
          })}
        </div>
        <div className="absolute right-3 bottom-3 sm:right-4">
          <PromoControls
            names={names}
            index={carousel.index}
            playing={playing}
            onTogglePlay={() => setChosen(!playing)}
            onPrevious={carousel.previous}
            onNext={carousel.next}
            onGoTo={carousel.goTo}
          />
        </div>
      </div>
      <ul className="flex flex-col gap-2 text-sm font-medium text-slate-700 sm:flex-row sm:flex-wrap sm:gap-6 dark:text-slate-200">
        {range && (
          <li className="flex items-center gap-2" data-testid="promo-delivery">
            <TruckIcon className="size-5 text-brand-600 dark:text-brand-400" />
            {range.min === range.max ? t('delivery.promo.flat', { fee: taka(range.min) }) : t('delivery.promo.from', { fee: taka(range.min) })}
          </li>
        )}
        {fees?.free_over != null && (
          <li className="flex items-center gap-2" data-testid="promo-free-delivery">
            <TruckIcon className="size-5 text-brand-600 dark:text-brand-400" />
            {t('delivery.promo.freeOver', { amount: taka(fees.free_over) })}
          </li>
        )}
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
            %
          </span>
          {t('storefront.home.promo.welcome', { code: WELCOME_PROMO.code, percent: WELCOME_PROMO.percent })}
        </li>
      </ul>
    </section>
  );
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without :focus-visible: treat focus as a click's
  }
}
