import type { AdminPickupPoint } from '@shop/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatNumber, toLanguage } from '../../../lib/format';
import { SMALL_BUTTON } from '../../kit/controls';
import { CELL } from '../../kit/data-table';
import { useAdminTranslation } from '../../i18n/i18n';

interface Props {
  point: AdminPickupPoint;
  /** Edit and take out of use (or put back), for roles that may; null hides the column. */
  actions: { onEdit: () => void; onToggle: () => void } | null;
}

/** One pickup point: where it is, its orders, in use or not; a point out of use is grayed. */
export function PointRow({ point, actions }: Props) {
  const { t, i18n } = useAdminTranslation();
  return (
    <tr className={point.active ? undefined : 'bg-slate-50 text-slate-600'}>
      <th scope="row" className={`${CELL} font-semibold`}>{point.name}</th>
      <td className={CELL}>{point.address}</td>
      <td className={CELL}>{point.city}</td>
      <td className={`${CELL} whitespace-nowrap`}>{point.phone}</td>
      <td className={`${CELL} text-right`}>{formatNumber(point.order_count, toLanguage(i18n.language))}</td>
      <td className={CELL}>
        {point.active ? <StatusBadge tone="green">{t('pickup.inUse')}</StatusBadge> : <StatusBadge tone="gray">{t('pickup.outOfUse')}</StatusBadge>}
      </td>
      {actions && (
        <td className={CELL}>
          <div className="flex flex-wrap gap-1.5 xl:flex-nowrap">
            <button type="button" className={SMALL_BUTTON} onClick={actions.onEdit} aria-label={t('pickup.editOf', { name: point.name })}>
              {t('pickup.edit')}
            </button>
            <button type="button" className={SMALL_BUTTON} onClick={actions.onToggle} aria-label={t(point.active ? 'pickup.takeOutOf' : 'pickup.putBackOf', { name: point.name })}>
              {point.active ? t('pickup.takeOut') : t('pickup.putBack')}
            </button>
          </div>
        </td>
      )}
    </tr>
  );
}
