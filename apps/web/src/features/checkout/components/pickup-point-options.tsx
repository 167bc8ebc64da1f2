import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickupPoint } from '@shop/shared';

interface Props {
  points: PickupPoint[];
  /** A table on wide screens; stacked cards on phones, where four columns do not fit. */
  wide: boolean;
  chosenId: number | null;
  onChoose: (id: number) => void;
}

const radioClass = 'size-4 shrink-0 accent-brand-600';

/** The pickup points as one radio group: arrow keys move between them, a click anywhere on a row chooses it. */
export function PickupPointOptions({ points, wide, chosenId, onChoose }: Props) {
  const { t } = useTranslation();
  const group = useId();
  const rowClass = (id: number) =>
    `cursor-pointer transition-colors ${id === chosenId ? 'bg-brand-50 dark:bg-brand-950/40' : 'hover:bg-slate-50 dark:hover:bg-slate-800/60'}`;
  const radio = (point: PickupPoint) => (
    <input
      type="radio"
      name={group}
      value={point.id}
      checked={point.id === chosenId}
      onChange={() => onChoose(point.id)}
      aria-labelledby={`${group}-${point.id}`}
      aria-describedby={`${group}-${point.id}-where`}
      className={radioClass}
    />
  );

  if (!wide) {
    return (
      <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {points.map((point) => (
          <li key={point.id} data-testid="pickup-point" onClick={() => onChoose(point.id)} className={`flex gap-3 px-3 py-3 ${rowClass(point.id)}`}>
            <span className="pt-0.5">{radio(point)}</span>
            <span className="flex min-w-0 flex-col gap-0.5 text-sm">
              <span id={`${group}-${point.id}`} className="font-semibold text-slate-900 dark:text-white">{point.name}</span>
              <span id={`${group}-${point.id}-where`} className="text-slate-700 dark:text-slate-300">
                {point.address}, {point.city} · <span dir="ltr">{point.phone}</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  }

  const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <th scope="col" className={`${th} w-10`}><span className="sr-only">{t('checkout.pickup.choose')}</span></th>
            <th scope="col" className={th}>{t('checkout.pickup.fullName')}</th>
            <th scope="col" className={th}>{t('checkout.pickup.address')}</th>
            <th scope="col" className={th}>{t('checkout.pickup.city')}</th>
            <th scope="col" className={th}>{t('checkout.pickup.phone')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {points.map((point) => (
            <tr key={point.id} data-testid="pickup-point" onClick={() => onChoose(point.id)} className={rowClass(point.id)}>
              <td className="px-3 py-2.5">{radio(point)}</td>
              <td id={`${group}-${point.id}`} className="px-3 py-2.5 font-semibold text-slate-900 dark:text-white">{point.name}</td>
              <td id={`${group}-${point.id}-where`} className="px-3 py-2.5 text-slate-700 dark:text-slate-300">{point.address}</td>
              <td className="px-3 py-2.5 text-slate-700 dark:text-slate-300">{point.city}</td>
              <td className="px-3 py-2.5 whitespace-nowrap text-slate-700 dark:text-slate-300" dir="ltr">{point.phone}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
