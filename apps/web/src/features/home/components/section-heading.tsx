import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';

interface Props {
  id: string;
  title: string;
  text?: string;
  /** Where 'View all' goes; the link's name repeats the title so each one is distinct to screen readers. */
  to?: string;
  linkText?: string;
}

export function SectionHeading({ id, title, text, to, linkText }: Props) {
  const { t } = useTranslation();
  const label = linkText ?? t('storefront.home.viewAll');
  return (
    <div className="flex items-end justify-between gap-4">
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
          {title}
        </h2>
        {text && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{text}</p>}
      </div>
      {to && (
        <Link
          to={to}
          aria-label={linkText ? undefined : t('storefront.home.viewAllLabel', { section: title })}
          className="flex shrink-0 items-center gap-1 rounded text-sm font-semibold text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-400"
        >
          {label}
          <ChevronRightIcon className="size-4" />
        </Link>
      )}
    </div>
  );
}
