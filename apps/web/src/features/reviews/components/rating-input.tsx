import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAR_VALUES } from '@shop/shared';
import { StarIcon } from './star-rating';

interface Props {
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

/**
 * The rating as a radio group of five stars: arrow keys move between them, each star has its name
 * ('4 stars'), and the choice is shown filled up to it.
 */
export function RatingInput({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-100">{t('reviews.form.ratingLabel')}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(0)}>
        {STAR_VALUES.map((stars) => (
          <label key={stars} className="cursor-pointer rounded p-0.5" onMouseEnter={() => setHover(stars)}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <StarIcon
              className={`size-8 rounded transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${
                stars <= shown ? 'text-amber-500' : 'text-slate-300 dark:text-slate-600'
              }`}
            />
            <span className="sr-only">{t('reviews.form.star', { count: stars })}</span>
          </label>
        ))}
        {value > 0 && (
          <span aria-hidden="true" className="ml-2 text-sm text-slate-600 dark:text-slate-300">
            {t('reviews.form.star', { count: value })}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
