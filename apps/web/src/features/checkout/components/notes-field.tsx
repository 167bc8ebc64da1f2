import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTES_MAX } from '../utils/checkout-draft';
import { fieldClass, labelClass } from './styles';

/** Optional notes for the order (docs/product/checkout.md). */
export function NotesField({ value, onChange, disabled = false, home = false }: { value: string; onChange: (notes: string) => void; disabled?: boolean; home?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>{t('checkout.notes.label')}</label>
      <textarea
        id={id}
        rows={3}
        value={value}
        maxLength={NOTES_MAX}
        disabled={disabled}
        placeholder={home ? t('delivery.checkout.notesHome') : t('checkout.notes.placeholder')}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClass} resize-y py-2`}
      />
    </div>
  );
}
