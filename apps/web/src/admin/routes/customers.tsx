import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CustomerDetail, CustomerSummary } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageStatus } from '../../components/ui/page-status';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatNumber, formatTaka, toLanguage } from '../../lib/format';
import { useBlockCustomer, useCustomer, useCustomers, useUnblockCustomer } from '../api/customers';
import { may, useStaffMe } from '../api/session';
import { formatDateTime } from '../components/date-time';
import { errorText } from '../components/error-text';
import { Notice } from '../../components/ui/notice';
import { Page, PageError } from '../kit/page';
import { TextField } from '../../components/ui/text-field';
import { useAdminTranslation } from '../i18n/i18n';
import { CELL, DataTable, TABLE_HEAD } from '../kit/data-table';


/**
 * /admin/customers: find a customer by name, e-mail or phone; ?id= opens one customer's record (profile, orders,
 * addresses, returns, reviews) with Block and Unblock for the roles that may.
 */
export default function CustomersPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <CustomerRecord id={id} /> : <CustomerSearch />;
}

function CustomerSearch() {
  const { t, i18n } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useCustomers(q, page);
  const language = toLanguage(i18n.language);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(value ? { q: value } : {});
  };
  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) });

  if (list.error && !list.data) return <PageError error={list.error} retry={() => void list.refetch()} />;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;

  return (
    <Page title={t('customers.title')} intro={t('customers.intro')}>
      <form key={q} role="search" onSubmit={search} className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <TextField label={t('customers.search')} hint={t('customers.searchHint')} name="q" type="search" defaultValue={q} maxLength={100} className="min-w-64 flex-1" />
        <button type="submit" className={`${buttonClass('primary')} sm:mt-6`}>
          {t('customers.find')}
        </button>
      </form>
      {list.isPending ? (
        <PageStatus title={t('customers.loading')} busy />
      ) : list.data.customers.length === 0 ? (
        <PageStatus title={q ? t('customers.noMatch') : t('customers.empty')} />
      ) : (
        <>
          <p role="status" className="text-sm text-slate-600">
            {t('customers.found', { count: list.data.total })}
          </p>
          <DataTable label={t('customers.tableLabel')}>
            <thead className={TABLE_HEAD}>
              <tr>
                <th scope="col" className={CELL}>{t('customers.name')}</th>
                <th scope="col" className={CELL}>{t('customers.phone')}</th>
                <th scope="col" className={CELL}>{t('customers.signedUp')}</th>
                <th scope="col" className={`${CELL} text-right`}>{t('customers.orders')}</th>
                <th scope="col" className={`${CELL} text-right`}>{t('customers.spend')}</th>
                <th scope="col" className={CELL}>{t('customers.status')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.data.customers.map((customer) => (
                <CustomerRow key={customer.id} customer={customer} language={language} />
              ))}
            </tbody>
          </DataTable>
          {pages > 1 && (
            <nav aria-label={t('customers.pages')} className="flex items-center gap-3 text-sm">
              <button type="button" className={buttonClass('secondary')} disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('customers.previous')}
              </button>
              <span>{t('customers.pageOf', { page, pages })}</span>
              <button type="button" className={buttonClass('secondary')} disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('customers.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </Page>
  );
}

function CustomerRow({ customer, language }: { customer: CustomerSummary; language: 'en' | 'bn' }) {
  const { t, i18n } = useAdminTranslation();
  return (
    <tr>
      <th scope="row" className={`${CELL} align-top font-normal`}>
        <Link to={`/admin/customers?id=${customer.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {customer.name}
        </Link>
        <span className="block break-all text-slate-600">{customer.email}</span>
      </th>
      <td className={`${CELL} align-top whitespace-nowrap`}>{customer.phone ?? '—'}</td>
      <td className={`${CELL} align-top whitespace-nowrap`}>{formatDateTime(customer.signed_up_at, i18n.language)}</td>
      <td className={`${CELL} text-right align-top`}>{formatNumber(customer.order_count, language)}</td>
      <td className={`${CELL} text-right align-top whitespace-nowrap`}>{formatTaka(customer.spend, language)}</td>
      <td className={`${CELL} align-top`}>{customer.blocked ? <StatusBadge tone="red">{t('customers.blocked')}</StatusBadge> : <StatusBadge tone="green">{t('customers.active')}</StatusBadge>}</td>
    </tr>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CustomerRecord({ id }: { id: string }) {
  const { t, i18n } = useAdminTranslation();
  const record = useCustomer(id);
  const { data: me } = useStaffMe();
  const language = toLanguage(i18n.language);
  if (record.error) return <PageError error={record.error} retry={() => void record.refetch()} />;
  if (record.isPending) return <PageStatus title={t('customers.loadingOne')} busy />;
  const { customer, orders, addresses, returns, reviews } = record.data;
  const when = (value: string) => formatDateTime(value, i18n.language);

  return (
    <Page
      title={customer.name}
      intro={customer.email}
      actions={
        <Link to="/admin/customers" className={buttonClass('secondary')}>
          {t('customers.back')}
        </Link>
      }
    >
      <section aria-label={t('customers.profile')} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-600">{t('customers.phone')}</dt>
          <dd>{customer.phone ?? '—'}</dd>
          <dt className="text-slate-600">{t('customers.emailVerified')}</dt>
          <dd>{customer.email_verified ? t('customers.yes') : t('customers.no')}</dd>
          <dt className="text-slate-600">{t('customers.signedUp')}</dt>
          <dd>{when(customer.signed_up_at)}</dd>
          <dt className="text-slate-600">{t('customers.signIn')}</dt>
          <dd>{t(`customers.signInWith.${customer.sign_in}`)}</dd>
          <dt className="text-slate-600">{t('customers.orders')}</dt>
          <dd>{formatNumber(customer.order_count, language)}</dd>
          <dt className="text-slate-600">{t('customers.spend')}</dt>
          <dd>{formatTaka(customer.spend, language)}</dd>
        </dl>
        <BlockPanel detail={record.data} mayBlock={may(me, 'customers.block')} />
      </section>

      <Section title={t('customers.ordersTitle')} id="customer-orders">
        {orders.length === 0 ? (
          <p className="text-sm text-slate-600">{t('customers.noOrders')}</p>
        ) : (
          <DataTable labelledBy="customer-orders">
            <thead className={TABLE_HEAD}>
              <tr>
                <th scope="col" className={CELL}>{t('customers.orderNumber')}</th>
                <th scope="col" className={CELL}>{t('customers.date')}</th>
                <th scope="col" className={CELL}>{t('customers.orderStatus')}</th>
                <th scope="col" className={CELL}>{t('customers.payment')}</th>
                <th scope="col" className={`${CELL} text-right`}>{t('customers.total')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row" className={`${CELL} font-mono font-normal`}>
                    <Link to={`/admin/orders/${order.order_number}`} className="text-blue-700 underline">
                      {order.order_number}
                    </Link>
                  </th>
                  <td className={`${CELL} whitespace-nowrap`}>{when(order.created_at)}</td>
                  <td className={CELL}>{t(`customers.orderStatuses.${order.status}`)}</td>
                  <td className={CELL}>{t(`customers.paymentStatuses.${order.payment_status}`)}</td>
                  <td className={`${CELL} text-right whitespace-nowrap`}>{formatTaka(order.total, language)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Section>

      <Section title={t('customers.addressesTitle')} id="customer-addresses">
        {addresses.length === 0 ? (
          <p className="text-sm text-slate-600">{t('customers.noAddresses')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <p className="font-semibold">
                  {address.name} <span className="font-normal text-slate-600">({t(`customers.labels.${address.label}`)})</span>
                </p>
                <p>{address.phone}</p>
                <p>{address.address}{address.landmark ? `, ${address.landmark}` : ''}</p>
                <p className="text-slate-600">{address.postcode}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('customers.returnsTitle')} id="customer-returns">
        {returns.length === 0 ? (
          <p className="text-sm text-slate-600">{t('customers.noReturns')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {returns.map((ret) => (
              <li key={ret.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <p className="font-semibold">
                  {ret.product_name} · <span className="font-mono">{ret.order_number}</span> · {t(`customers.returnStatuses.${ret.status}`)}
                </p>
                <p className="text-slate-700">{ret.reason}</p>
                <p className="text-slate-600">{when(ret.created_at)}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('customers.reviewsTitle')} id="customer-reviews">
        {reviews.length === 0 ? (
          <p className="text-sm text-slate-600">{t('customers.noReviews')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {reviews.map((review) => (
              <li key={review.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <p className="font-semibold">
                  {review.product_name} · {t('customers.stars', { count: review.rating })}
                </p>
                <p className="whitespace-pre-line text-slate-700">{review.message}</p>
                <p className="text-slate-600">{when(review.created_at)}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Page>
  );
}

/** The block state; Block with a reason, or Unblock, for roles with customers.block. */
function BlockPanel({ detail, mayBlock }: { detail: CustomerDetail; mayBlock: boolean }) {
  const { t, i18n } = useAdminTranslation();
  const block = useBlockCustomer();
  const unblock = useUnblockCustomer();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { customer } = detail;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const text = reason.trim();
    if (text.length < 3 || text.length > 500) {
      setReasonError(t('customers.reasonLength'));
      return;
    }
    setReasonError(null);
    block.mutate({ id: customer.id, reason: text }, { onSuccess: () => (setReason(''), setDone(t('customers.blockedDone'))) });
  };

  return (
    <div className="flex flex-col gap-3">
      {customer.blocked ? (
        // A state, not news: shown plainly (the Notice after a change is what is announced).
        <div className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-semibold">{t('customers.blockedSince', { when: customer.blocked_at ? formatDateTime(customer.blocked_at, i18n.language) : '' })}</p>
          <p>{t('customers.blockedReason', { reason: customer.blocked_reason ?? '' })}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('customers.notBlocked')}</p>
      )}
      {done && <Notice announce tone="success">{done}</Notice>}
      {mayBlock && !customer.blocked && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <TextField
            label={t('customers.reason')}
            hint={t('customers.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
            maxLength={500}
            required
          />
          {block.error && <Notice announce tone="error">{errorText(t, block.error)}</Notice>}
          <button type="submit" disabled={block.isPending} className={`${buttonClass('primary')} self-start`}>
            {block.isPending ? t('customers.working') : t('customers.block')}
          </button>
        </form>
      )}
      {mayBlock && customer.blocked && (
        <button type="button" onClick={() => (setDone(null), setAsking(true))} className={`${buttonClass('secondary')} self-start`}>
          {t('customers.unblock')}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('customers.unblockTitle', { name: customer.name })}
        message={t('customers.unblockText')}
        confirmLabel={t('customers.unblock')}
        cancelLabel={t('customers.cancel')}
        busy={unblock.isPending}
        busyLabel={t('customers.working')}
        error={unblock.error ? errorText(t, unblock.error) : null}
        onCancel={() => (unblock.reset(), setAsking(false))}
        onConfirm={() => unblock.mutate(customer.id, { onSuccess: () => (setAsking(false), setDone(t('customers.unblockedDone'))) })}
      />
    </div>
  );
}
