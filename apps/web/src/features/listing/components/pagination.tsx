import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { formatNumber, toLanguage } from '../../../lib/format';
import { pageLinks } from '../utils/page-links';
import { ChevronLeftIcon } from './listing-icons';

interface Props {
  page: number;
  pages: number;
  /** The address of a page (its search string): pages are links, so they open in new tabs and Back works. */
  hrefOf: (page: number) => string;
}

const itemClass =
  'flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const idle = 'border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:text-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

export function Pagination({ page, pages, hrefOf }: Props) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('listing.pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 && (
          <li>
            <Link to={hrefOf(page - 1)} className={`${itemClass} ${idle}`} aria-label={t('listing.pagination.previous')}>
              <ChevronLeftIcon className="size-4" />
            </Link>
          </li>
        )}
        {pageLinks(page, pages).map((link, i) =>
          link === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={link}>
              <Link
                to={hrefOf(link)}
                aria-current={link === page ? 'page' : undefined}
                aria-label={t('listing.pagination.page', { page: link })}
                className={`${itemClass} ${link === page ? 'border-brand-600 bg-brand-600 text-white' : idle}`}
              >
                {formatNumber(link, language)}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={hrefOf(page + 1)} className={`${itemClass} ${idle}`} aria-label={t('listing.pagination.next')}>
              <ChevronRightIcon className="size-4" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
