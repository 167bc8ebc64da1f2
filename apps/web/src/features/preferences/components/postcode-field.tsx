import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredChoice } from '../../../lib/use-stored-choice';
import { usePostcode } from '../hooks/use-postcode';
import { COUNTRIES, COUNTRY_KEY, DEFAULT_COUNTRY } from '../utils/options';
import { normalisePostcode, postcodeProblem } from '../utils/postcode';

const STYLES = {
  bar: {
    wrap: 'flex items-center gap-1.5',
    field: 'relative',
    label: 'text-slate-400',
    input:
      'h-6 w-24 rounded border border-slate-600 bg-slate-800 px-1.5 text-xs text-slate-100 placeholder:text-slate-400 focus:border-brand-400 focus:outline-none aria-invalid:border-red-400',
    // A bubble under the field, pointing at it, over the header below the thin bar.
    error:
      'absolute top-full left-0 z-10 mt-2 w-max max-w-64 rounded-md bg-red-700 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg before:absolute before:-top-1 before:left-3 before:size-2 before:rotate-45 before:bg-red-700',
  },
  panel: {
    wrap: 'flex flex-col gap-1',
    field: 'flex flex-col gap-1',
    label: 'text-sm font-medium text-slate-700 dark:text-slate-200',
    input:
      'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-white',
    error: 'text-sm text-red-700 dark:text-red-400',
  },
} as const;

/**
 * The delivery postcode beside the delivery country (docs/product/catalog.md). Unlike the old site it is
 * kept on this device, so it is checked first: four digits in Bangladesh. It is saved when the
 * shopper presses Enter or leaves the field; an empty field forgets it.
 */
export function PostcodeField({ tone = 'panel' }: { tone?: 'bar' | 'panel' }) {
  const { t } = useTranslation();
  const id = useId();
  const [country] = useStoredChoice(COUNTRY_KEY, COUNTRIES, DEFAULT_COUNTRY);
  const [saved, save] = usePostcode();
  // What is being typed; null while the field shows the saved postcode.
  const [draft, setDraft] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const value = draft ?? saved;
  // The saved one is checked too: it may not fit a country chosen since.
  const problem = draft === null || checked ? postcodeProblem(normalisePostcode(value), country) : null;
  const message = problem === 'bangladesh' ? t('navigation.postcode.invalidBangladesh') : problem ? t('navigation.postcode.invalidOther') : null;

  const commit = () => {
    if (draft === null) return;
    const postcode = normalisePostcode(draft);
    setChecked(true);
    if (postcodeProblem(postcode, country)) return;
    save(postcode);
    setDraft(null);
    setChecked(false);
    setAnnouncement(postcode ? t('navigation.postcode.saved', { postcode }) : t('navigation.postcode.cleared'));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  const style = STYLES[tone];
  return (
    <form noValidate onSubmit={onSubmit} className={style.wrap}>
      <label htmlFor={id} className={style.label}>
        {t('navigation.postcode.label')}
      </label>
      <div className={style.field}>
        <input
          id={id}
          name="postcode"
          value={value}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          inputMode={country === 'BD' ? 'numeric' : 'text'}
          autoComplete="postal-code"
          maxLength={10}
          placeholder={country === 'BD' ? t('navigation.postcode.placeholderBangladesh') : t('navigation.postcode.placeholderOther')}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className={style.input}
        />
        {message && (
          <p id={`${id}-error`} role="alert" className={style.error}>
            {message}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
