import { useTranslation } from 'react-i18next';
import { STAR_VALUES } from '@shop/shared';
import { useReviewFormat } from '../hooks/use-review-format';

const STAR_PATH = 'm12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

export function StarIcon({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`shrink-0 ${className}`} fill="currentColor" aria-hidden="true">
      <path d={STAR_PATH} />
    </svg>
  );
}

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-7' } as const;

/** Five stars filled to `value` (fractions too, for an average), read out as 'Rated 4.5 out of 5'. */
export function StarRating({ value, size = 'sm' }: { value: number; size?: keyof typeof SIZES }) {
  const { t } = useTranslation();
  const format = useReviewFormat();
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  const row = (className: string) => (
    <span className={`flex ${className}`}>
      {STAR_VALUES.map((v) => (
        <StarIcon key={v} className={SIZES[size]} />
      ))}
    </span>
  );
  return (
    <span role="img" aria-label={t('reviews.stars.label', { rating: Number.isInteger(value) ? String(value) : format.rating(value) })} className="relative inline-flex w-fit">
      {row('text-slate-300 dark:text-slate-600')}
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
        {row('text-amber-500')}
      </span>
    </span>
  );
}
