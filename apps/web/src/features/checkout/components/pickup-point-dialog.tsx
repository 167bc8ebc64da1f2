import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickupPoint } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useMediaQuery } from '../../../lib/use-media-query';
import { PickupPointOptions } from './pickup-point-options';
import { fieldClass, labelClass, mutedClass } from './styles';

interface Props {
  points: PickupPoint[];
  chosenId: number | null;
  onConfirm: (id: number) => void;
  onCancel: () => void;
}

const matches = (point: PickupPoint, query: string) =>
  [point.name, point.address, point.city].some((text) => text.toLowerCase().includes(query));

/**
 * 'Select Pickup Point' (docs/product/checkout.md): the points with full name, address, city and phone;
 * CONFIRM takes the highlighted one and stays disabled until one is; CANCEL keeps the earlier choice.
 * Mount it only while open, so every opening starts from the current choice.
 */
export function PickupPointDialog({ points, chosenId, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const filterId = useId();
  const wide = useMediaQuery('(min-width: 640px)');
  const [draft, setDraft] = useState<number | null>(points.some((p) => p.id === chosenId) ? chosenId : null);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = useMemo(() => (needle ? points.filter((p) => matches(p, needle)) : points), [points, needle]);

  return (
    <Dialog
      open
      onClose={onCancel}
      size="lg"
      title={t('checkout.pickup.select')}
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onCancel} className={`${buttonClass('secondary')} flex-1 sm:flex-none`}>
            {t('checkout.pickup.cancel')}
          </button>
          <button
            type="button"
            disabled={draft === null}
            onClick={() => draft !== null && onConfirm(draft)}
            className={`${buttonClass('primary')} flex-1 sm:flex-none sm:min-w-32`}
          >
            {t('checkout.pickup.confirm')}
          </button>
        </div>
      }
    >
      {points.length === 0 ? (
        <p role="status" className="py-8 text-center font-medium text-slate-700 dark:text-slate-200">{t('checkout.pickup.empty')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={filterId} className={labelClass}>{t('checkout.pickup.filter')}</label>
            <input id={filterId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" className={`${fieldClass} h-10`} />
          </div>
          {shown.length === 0 ? (
            <p role="status" className={`${mutedClass} py-6 text-center`}>{t('checkout.pickup.noMatch', { query: query.trim() })}</p>
          ) : (
            <PickupPointOptions points={shown} wide={wide} chosenId={draft} onChoose={setDraft} />
          )}
        </div>
      )}
    </Dialog>
  );
}
