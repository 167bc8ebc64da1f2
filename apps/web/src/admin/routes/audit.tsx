import { useMemo, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { useAuditLog, type AuditFilters } from '../api/audit';
import { useStaffList } from '../api/staff';
import { formatDateTime } from '../components/date-time';
import { errorText } from '../components/error-text';
import { Notice } from '../../components/ui/notice';
import { Page, PageError } from '../kit/page';
import { TextField } from '../../components/ui/text-field';
import { useAdminTranslation } from '../i18n/i18n';
import { DataTable, TABLE_HEAD } from '../kit/data-table';

const FILTERS = ['staff_id', 'action', 'entity_type', 'entity_id', 'from', 'to'] as const;

/** The filters in the page's address, so a filtered log can be reloaded and shared. */
function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: Record<string, string> = {};
  for (const name of FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters as AuditFilters;
}

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

/**
 * /admin/audit (owners): every staff change, newest first, filtered by person, action, entity and days
 * (Bangladesh days), fifty at a time with "Load more".
 */
export default function AuditPage() {
  const { t, i18n } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const log = useAuditLog(filters);
  const staff = useStaffList();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };

  if (log.error && !log.data) return <PageError error={log.error} retry={() => void log.refetch()} />;
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const actor = (entry: AuditEntry) =>
    entry.actor_kind === 'staff' ? entry.actor : `${entry.actor} (${entry.actor_kind === 'cli' ? t('audit.actorCli') : t('audit.actorStaffKey')})`;

  return (
    <Page title={t('audit.title')} intro={t('audit.intro')}>
      <section aria-labelledby="audit-filters" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="audit-filters" className="sr-only">
          {t('audit.filters')}
        </h2>
        {/* Keyed by the address: after "Clear filters" or going back, the fields show the filters in use. */}
        <form key={params.toString()} onSubmit={apply} className="grid items-end gap-3 md:grid-cols-3 xl:grid-cols-6">
          <div className="flex flex-col gap-1">
            <label htmlFor="audit-person" className="text-sm font-medium text-slate-700">
              {t('audit.person')}
            </label>
            <select
              id="audit-person"
              name="staff_id"
              defaultValue={filters.staff_id ?? ''}
              className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40"
            >
              <option value="">{t('audit.anyone')}</option>
              {(staff.data ?? []).map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name}
                </option>
              ))}
            </select>
          </div>
          <TextField label={t('audit.action')} name="action" placeholder={t('audit.actionHint')} defaultValue={filters.action ?? ''} maxLength={60} />
          <TextField label={t('audit.entityType')} name="entity_type" defaultValue={filters.entity_type ?? ''} maxLength={40} />
          <TextField label={t('audit.entityId')} name="entity_id" defaultValue={filters.entity_id ?? ''} maxLength={80} />
          <TextField label={t('audit.from')} name="from" type="date" defaultValue={filters.from ?? ''} />
          <TextField label={t('audit.to')} name="to" type="date" defaultValue={filters.to ?? ''} />
          <div className="flex flex-wrap gap-2 md:col-span-3 xl:col-span-6">
            <button type="submit" className={buttonClass('primary')}>
              {t('audit.apply')}
            </button>
            {params.size > 0 && (
              <button type="button" className={buttonClass('secondary')} onClick={() => setParams(new URLSearchParams())}>
                {t('audit.clear')}
              </button>
            )}
          </div>
        </form>
      </section>

      {log.error && <Notice announce tone="error">{errorText(t, log.error)}</Notice>}
      {log.isPending ? (
        <PageStatus title={t('audit.loading')} busy />
      ) : entries.length === 0 ? (
        <PageStatus title={t('audit.empty')} />
      ) : (
        <DataTable label={t('audit.tableLabel')}>
          <thead className={TABLE_HEAD}>
            <tr>
              <th scope="col" className="px-3 py-2">{t('audit.when')}</th>
              <th scope="col" className="px-3 py-2">{t('audit.who')}</th>
              <th scope="col" className="px-3 py-2">{t('audit.action')}</th>
              <th scope="col" className="px-3 py-2">{t('audit.what')}</th>
              <th scope="col" className="px-3 py-2">{t('audit.change')}</th>
              <th scope="col" className="px-3 py-2">{t('audit.reason')}</th>
              <th scope="col" className="px-3 py-2">{t('audit.address')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
                </td>
                <td className="px-3 py-2 break-words">{actor(entry)}</td>
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
            ))}
          </tbody>
        </DataTable>
      )}
      {entries.length > 0 &&
        (log.hasNextPage ? (
          <div>
            <button type="button" className={buttonClass('secondary')} disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
            </button>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t('audit.end')}</p>
        ))}
    </Page>
  );
}
