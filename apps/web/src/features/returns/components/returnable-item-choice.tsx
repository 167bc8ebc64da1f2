import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ONE_SIZE, type ReturnableItem } from '@shop/shared';
import { ProductImage } from '../../../components/ui/product-image';
import { useReturnFormat } from '../hooks/use-return-format';
import { useLocalName } from '../../../lib/use-local-name';

interface Props {
  items: ReturnableItem[];
  value: string;
  onChange: (lineId: string) => void;
  error?: string;
}

/** The delivered items still returnable, as a radio list with their picture, order and last day. */
export function ReturnableItemChoice({ items, value, onChange, error }: Props) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const format = useReturnFormat();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('returns.request.itemLabel')}</legend>
      <div className="flex max-h-72 flex-col gap-2 overflow-y-auto">
        {items.map((item) => (
          <label
            key={item.order_line_id}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 p-2 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:border-slate-600 dark:has-checked:bg-brand-950/40"
          >
            <input
              type="radio"
              name={name}
              value={item.order_line_id}
              checked={value === item.order_line_id}
              onChange={() => onChange(item.order_line_id)}
              className="size-4 shrink-0 accent-brand-600"
            />
            <span className="w-10 shrink-0" aria-hidden="true">
              <ProductImage src={item.image} alt="" className="rounded" />
            </span>
            <span className="flex min-w-0 flex-col text-sm">
              <span className="font-medium break-words text-slate-900 dark:text-white">{localName(item.name, item.name_bn)}</span>
              <span className="text-xs text-slate-600 dark:text-slate-300">
                {item.size !== ONE_SIZE && <>{t('returns.card.size', { size: item.size })} · </>}
                {t('returns.card.order', { number: item.order_number })}
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-300">{t('returns.request.returnBy', { date: format.date(item.return_by) })}</span>
            </span>
          </label>
        ))}
      </div>
      {error && <p id={errorId} className="text-sm text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  );
}
