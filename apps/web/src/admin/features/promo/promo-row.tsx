import type { StaffPromo } from '@shop/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { Tone } from '../../../components/ui/tone';
import { formatNumber, formatTaka, toLanguage } from '../../../lib/format';
import { formatDateTime } from '../../components/date-time';
import { SMALL_BUTTON } from '../../kit/controls';
import { CELL } from '../../kit/data-table';
import { useAdminTranslation } from '../../i18n/i18n';

type PromoState = 'live' | 'scheduled' | 'expired' | 'usedUp' | 'ended';
const STATE_TONE: Record<PromoState, Tone> = { live: 'green', scheduled: 'blue', expired: 'gray', usedUp: 'yellow', ended: 'red' };

/** Whether the checkout takes the code now, as the promo rules decide (modules/promo/promo-rules.ts). */
function stateOf(promo: StaffPromo, now = Date.now()): PromoState {
  if (!promo.active) return 'ended';
  if (promo.starts_at && Date.parse(promo.starts_at) > now) return 'scheduled';
  if (promo.expires_at && Date.parse(promo.expires_at) <= now) return 'expired';
  if (promo.max_uses !== null && promo.used_count >= promo.max_uses) return 'usedUp';
  return 'live';
}

interface Props {
  promo: StaffPromo;
  /** Its redemptions are shown under the table. */
  usesOpen: boolean;
  onToggleUses: () => void;
  /** Edit and end, for roles with promo.change; null hides them. */
  actions: { onEdit: () => void; onEnd: () => void } | null;
}

/** One code: its discount, limits, dates and whether the checkout takes it now; who used it, edit, end. */
export function PromoRow({ promo, usesOpen, onToggleUses, actions }: Props) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const value = promo.kind === 'percent' ? `${formatNumber(promo.value, language)}%` : formatTaka(promo.value, language);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const state = stateOf(promo);
  return (
    <tr>
      <th scope="row" className={`${CELL} font-mono font-semibold`}>{promo.code}</th>
      <td className={`${CELL} whitespace-nowrap`}>{value}</td>
      <td className={`${CELL} whitespace-nowrap`}>{promo.min_order > 0 ? formatTaka(promo.min_order, language) : '—'}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        {promo.max_uses === null ? t('promo.usesNoLimit', { used: promo.used_count }) : t('promo.usesOf', { used: promo.used_count, max: promo.max_uses })}
      </td>
      <td className={CELL}>{promo.max_uses_per_user === null ? '—' : formatNumber(promo.max_uses_per_user, language)}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        {!promo.starts_at && !promo.expires_at && '—'}
        {promo.starts_at && <span className="block">{t('promo.from', { when: when(promo.starts_at) })}</span>}
        {promo.expires_at && <span className="block">{t('promo.until', { when: when(promo.expires_at) })}</span>}
      </td>
      <td className={CELL}>
        <StatusBadge tone={STATE_TONE[state]}>{t(`promo.states.${state}`)}</StatusBadge>
      </td>
      <td className={CELL}>
        <div className="flex flex-wrap gap-1.5 xl:flex-nowrap">
          <button type="button" className={SMALL_BUTTON} aria-expanded={usesOpen} onClick={onToggleUses} aria-label={t('promo.usesOfCode', { code: promo.code })}>
            {t('promo.whoUsed')}
          </button>
          {actions && (
            <button type="button" className={SMALL_BUTTON} onClick={actions?.onEdit} aria-label={t('promo.editCode', { code: promo.code })}>
              {t('promo.edit')}
            </button>
          )}
          {actions && promo.active && (
            <button type="button" className={SMALL_BUTTON} onClick={actions?.onEnd} aria-label={t('promo.endCode', { code: promo.code })}>
              {t('promo.end')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
