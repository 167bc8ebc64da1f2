import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SPONSORS, type Sponsor } from '../utils/sponsors';
import { SectionHeading } from './section-heading';

/** docs/product/catalog.md: the sponsors section above the footer. */
export function Sponsors() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sponsors-title" className="flex flex-col gap-4">
      <SectionHeading id="sponsors-title" title={t('storefront.home.sponsorsTitle')} text={t('storefront.home.sponsorsText')} />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {SPONSORS.map((sponsor) => (
          <li key={sponsor.id}>
            <Link
              to={sponsor.link}
              className="group flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 lg:flex-col lg:items-start dark:border-slate-800 dark:bg-slate-900"
            >
              <SponsorLogo sponsor={sponsor} />
              <span className="flex flex-col gap-0.5">
                <span className="font-semibold text-slate-900 group-hover:text-brand-600 dark:text-white dark:group-hover:text-brand-400">
                  {sponsor.name}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{t(`storefront.home.sponsors.${sponsor.description}`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A text mark: the brand's initials on its colour, drawn in SVG (no logo files to fetch). */
function SponsorLogo({ sponsor }: { sponsor: Sponsor }) {
  const { initials, background, foreground } = sponsor.logo;
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-12 shrink-0">
      <rect width="48" height="48" rx="12" fill={background} />
      <path d="M8 36c10-6 22-6 32 0" fill="none" stroke={foreground} strokeWidth="2" opacity="0.5" />
      <text x="24" y="27" textAnchor="middle" fontSize={initials.length > 1 ? 16 : 20} fontWeight="800" fill={foreground} fontFamily="system-ui, sans-serif">
        {initials}
      </text>
    </svg>
  );
}
