import type { FormEvent } from 'react';
import { AuditQuerySchema } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { useAuditLog } from '../../api/audit';
import { useStaffList } from '../../api/staff';
import { errorText } from '../../components/error-text';
import { Notice } from '../../../components/ui/notice';
import { ListPage } from '../../kit/list-page';
import { TextField } from '../../../components/ui/text-field';
import { useAdminTranslation } from '../../i18n/i18n';
import { DataTable, TableHead } from '../../kit/data-table';
import { SELECT } from '../../kit/controls';
import { filtersOf, searchOf, useUrlFilters } from '../../kit/url-filters';
import { AuditRow } from './audit-row';

const FILTERS = AuditQuerySchema.pick({ staff_id: true, action: true, entity_type: true, entity_id: true, from: true, to: true });

/** Every staff change, newest first, filtered in the address, fifty at a time (routes/audit.tsx). */
export function AuditScreen() {
  const { t } = useAdminTranslation();
  const { filters, replace } = useUrlFilters(FILTERS);
  const log = useAuditLog(filters);
  const staff = useStaffList();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    replace(filtersOf(FILTERS, new URLSearchParams([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]))));
  };

  return (
    <ListPage
      title={t('audit.title')}
      intro={t('audit.intro')}
      query={{ ...log, data: log.data?.pages.flatMap((page) => page.entries) }}
      loading={t('audit.loading')}
      empty={(entries) => (entries.length === 0 ? t('audit.empty') : null)}
      notice={log.error && <Notice announce tone="error">{errorText(t, log.error)}</Notice>}
      filters={
        <section aria-labelledby="audit-filters" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="audit-filters" className="sr-only">
            {t('audit.filters')}
          </h2>
          {/* Keyed by the address: after "Clear filters" or going back, the fields show the filters in use. */}
          <form key={searchOf(FILTERS, filters).toString()} onSubmit={apply} className="grid items-end gap-3 md:grid-cols-3 xl:grid-cols-6">
            <div className="flex flex-col gap-1">
              <label htmlFor="audit-person" className="text-sm font-medium text-slate-700">
                {t('audit.person')}
              </label>
              <select
                id="audit-person"
                name="staff_id"
                defaultValue={filters.staff_id ?? ''}
                className={SELECT}
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
              {Object.keys(filters).length > 0 && (
                <button type="button" className={buttonClass('secondary')} onClick={() => replace({})}>
                  {t('audit.clear')}
                </button>
              )}
            </div>
          </form>
        </section>
      }
    >
      {(entries) => (
        <>
          <DataTable label={t('audit.tableLabel')}>
            <TableHead
              columns={[
                t('audit.when'),
                t('audit.who'),
                t('audit.action'),
                t('audit.what'),
                t('audit.change'),
                t('audit.reason'),
                t('audit.address'),
              ]}
            />
            <tbody className="divide-y divide-slate-200 align-top">
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </DataTable>
          {log.hasNextPage ? (
            <div>
              <button type="button" className={buttonClass('secondary')} disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                {log.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
              </button>
            </div>
          ) : (
            <p className="text-sm text-slate-600">{t('audit.end')}</p>
          )}
        </>
      )}
    </ListPage>
  );
}
