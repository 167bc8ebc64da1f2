import type { FormEvent } from 'react';
import { CustomerQuerySchema } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toLanguage } from '../../../lib/format';
import { useCustomers } from '../../api/customers';
import { DataTable, TableHead } from '../../kit/data-table';
import { ListPage } from '../../kit/list-page';
import { useUrlFilters } from '../../kit/url-filters';
import { useAdminTranslation } from '../../i18n/i18n';
import { CustomerRow } from './customer-row';

const FILTERS = CustomerQuerySchema.pick({ q: true, page: true });

/** Finding a customer by name, e-mail or phone, a page at a time, the words and the page in the address. */
export function CustomerSearch() {
  const { t, i18n } = useAdminTranslation();
  const { filters, show } = useUrlFilters(FILTERS);
  const q = filters.q ?? '';
  const list = useCustomers(q, filters.page);
  const language = toLanguage(i18n.language);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    show({ q: value || undefined });
  };

  return (
    <ListPage
      title={t('customers.title')}
      intro={t('customers.intro')}
      filters={
        <form key={q} role="search" onSubmit={search} className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <TextField label={t('customers.search')} hint={t('customers.searchHint')} name="q" type="search" defaultValue={q} maxLength={100} className="min-w-64 flex-1" />
          <button type="submit" className={`${buttonClass('primary')} sm:mt-6`}>
            {t('customers.find')}
          </button>
        </form>
      }
      query={list}
      loading={t('customers.loading')}
      empty={(data) => (data.customers.length > 0 ? null : q ? t('customers.noMatch') : t('customers.empty'))}
      pager={{
        of: (data) => ({ page: filters.page, limit: data.page_size, total: data.total }),
        words: 'customers',
        onPage: (page) => show({ page }),
      }}
    >
      {(data) => (
        <>
          <p role="status" className="text-sm text-slate-600">
            {t('customers.found', { count: data.total })}
          </p>
          <DataTable label={t('customers.tableLabel')}>
            <TableHead
              columns={[
                t('customers.name'),
                t('customers.phone'),
                t('customers.signedUp'),
                { text: t('customers.orders'), className: 'text-right' },
                { text: t('customers.spend'), className: 'text-right' },
                t('customers.status'),
              ]}
            />
            <tbody className="divide-y divide-slate-200">
              {data.customers.map((customer) => (
                <CustomerRow key={customer.id} customer={customer} language={language} />
              ))}
            </tbody>
          </DataTable>
        </>
      )}
    </ListPage>
  );
}
