import type { AuditEntry } from '@shop/shared';
import { formatDateTime } from '../../components/date-time';
import { useAdminTranslation } from '../../i18n/i18n';

const LONG = 60;
const text = (value: unknown): string => {
  const shown = value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return shown.length > LONG ? `${shown.slice(0, LONG - 1)}…` : shown;
};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Before -> after, compactly: of two objects only the fields that changed, one a line. */
function changeLines(entry: AuditEntry): { key: string; line: string }[] {
  const { before, after } = entry;
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    return keys.map((key) => ({ key, line: `${key}: ${text(before[key])} → ${text(after[key])}` }));
  }
  if (before == null && isRecord(after)) return Object.entries(after).map(([key, value]) => ({ key, line: `${key}: ${text(value)}` }));
  if (before == null && after == null) return [];
  return [{ key: '', line: `${text(before)} → ${text(after)}` }];
}

/** One change: when, who (a command line or a staff key said so), what, before -> after, why and from where. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useAdminTranslation();
  const kinds = { cli: t('audit.actorCli'), staff_key: t('audit.actorStaffKey'), system: t('audit.actorSystem') } as const;
  const actor = entry.actor_kind === 'staff' ? entry.actor : `${entry.actor} (${kinds[entry.actor_kind]})`;
  return (
    <tr>
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
      </td>
      <td className="px-3 py-2 break-words">{actor}</td>
      <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{entry.action}</td>
      <td className="min-w-36 px-3 py-2">
        <span className="block text-slate-600">{entry.entity_type}</span>
        <span className="block font-mono text-xs break-all">{entry.entity_id}</span>
      </td>
      <td className="max-w-md px-3 py-2 font-mono text-xs break-words">
        {changeLines(entry).map(({ key, line }) => (
          <span key={key} className="block">
            {line}
          </span>
        ))}
      </td>
      <td className="px-3 py-2">{entry.reason ?? ''}</td>
      <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{entry.ip ?? ''}</td>
    </tr>
  );
}
