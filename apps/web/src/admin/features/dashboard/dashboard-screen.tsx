import { Link } from 'react-router';
import type { Dashboard, OrderStatus, StaffPermission } from '@shop/shared';
import { PageStatus } from '../../../components/ui/page-status';
import { formatNumber, formatTaka, toLanguage } from '../../../lib/format';
import { useDashboard } from '../../api/dashboard';
import { useStaffMe } from '../../api/session';
import { formatDateTime } from '../../components/date-time';
import { Page, PageError } from '../../kit/page';
import { useAdminTranslation } from '../../i18n/i18n';

/** The statuses that wait for staff, in the order an order goes through them. */
const WAITING: OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery'];

/** A Bangladesh day (YYYY-MM-DD) as a short date in the person's language, read at noon so no time zone moves it. */
function dayLabel(day: string, language: string) {
  return new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Dhaka' }).format(new Date(`${day}T12:00:00+06:00`));
}

/** The dashboard: sales by day and week, what waits for staff, the latest changes (routes/dashboard.tsx). */
export function DashboardScreen() {
  const { t, i18n } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const dashboard = useDashboard();
  const intro = me ? t('dashboard.welcome', { name: me.name }) : undefined;
  if (dashboard.error && !dashboard.data) return <PageError error={dashboard.error} retry={() => void dashboard.refetch()} />;
  if (!dashboard.data) {
    return (
      <Page title={t('dashboard.title')} intro={intro}>
        <PageStatus title={t('dashboard.loading')} />
      </Page>
    );
  }
  const data = dashboard.data;
  const language = toLanguage(i18n.language);
  const may = (permission: StaffPermission) => me?.permissions.includes(permission) ?? false;
  return (
    <Page title={t('dashboard.title')} intro={intro}>
      <section aria-labelledby="dashboard-sales" className="grid gap-4 sm:grid-cols-2">
        <h2 id="dashboard-sales" className="sr-only">
          {t('dashboard.sales')}
        </h2>
        <Figure title={t('dashboard.today')} period={dayLabel(data.today, language)} totals={data.today_totals} />
        <Figure title={t('dashboard.week')} period={t('dashboard.since', { day: dayLabel(data.week_start, language) })} totals={data.week_totals} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="dashboard-days" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="dashboard-days" className="text-base font-semibold text-slate-900">
            {t('dashboard.lastDays')}
          </h2>
          <Days data={data} />
        </section>

        <section aria-labelledby="dashboard-waiting" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="dashboard-waiting" className="text-base font-semibold text-slate-900">
            {t('dashboard.waiting')}
          </h2>
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {WAITING.map((status) => (
              <WaitingRow key={status} to={`/admin/orders?status=${status}`} label={t(`orders.statuses.${status}`)} count={data.waiting.orders[status]} />
            ))}
            {may('payments.decide') && <WaitingRow to="/admin/payments" label={t('dashboard.proofs')} count={data.waiting.payment_proofs} />}
            {may('returns.decide') && <WaitingRow to="/admin/returns" label={t('dashboard.returns')} count={data.waiting.returns} />}
            {may('catalog.view') && <WaitingRow to="/admin/stock" label={t('stock.dashboardLow')} count={data.waiting.low_stock} />}
          </ul>
        </section>
      </div>

      <section aria-labelledby="dashboard-recent" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="dashboard-recent" className="text-base font-semibold text-slate-900">
          {t('dashboard.recent')}
        </h2>
        {data.recent.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('dashboard.noRecent')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {data.recent.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
                <time dateTime={entry.at} className="w-40 shrink-0 text-slate-500">
                  {formatDateTime(entry.at, i18n.language)}
                </time>
                <span className="font-medium text-slate-900">{entry.actor}</span>
                <span className="font-mono text-xs text-slate-700">{entry.action}</span>
                <span className="text-slate-600">
                  {entry.entity_type} {entry.entity_id}
                </span>
                {entry.reason && <span className="text-slate-600">— {entry.reason}</span>}
              </li>
            ))}
          </ul>
        )}
        {may('audit.view') && (
          <Link to="/admin/audit" className="mt-3 inline-block text-sm font-medium text-blue-700 underline">
            {t('dashboard.allChanges')}
          </Link>
        )}
      </section>
    </Page>
  );

  function Figure({ title, period, totals }: { title: string; period: string; totals: { orders: number; revenue: number } }) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="text-sm font-semibold text-slate-700">
          {title} <span className="font-normal text-slate-500">· {period}</span>
        </h3>
        <p className="mt-2 text-3xl font-bold text-slate-900">{formatTaka(totals.revenue, language)}</p>
        <p className="mt-1 text-sm text-slate-600">{t('dashboard.orders', { count: totals.orders, formatted: formatNumber(totals.orders, language) })}</p>
      </div>
    );
  }

  function Days({ data: { days } }: { data: Dashboard }) {
    const most = Math.max(1, ...days.map((d) => d.revenue));
    return (
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('dashboard.lastDays')}</caption>
        <thead>
          <tr className="text-left text-slate-500">
            <th scope="col" className="py-1 font-medium">{t('dashboard.day')}</th>
            <th scope="col" className="py-1 font-medium">{t('dashboard.ordersColumn')}</th>
            <th scope="col" className="py-1 font-medium">{t('dashboard.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-700">
                {dayLabel(day.day, language)}
              </th>
              <td className="py-1.5 pr-3 text-slate-900">{formatNumber(day.orders, language)}</td>
              <td className="py-1.5">
                <div className="flex items-center gap-2">
                  {day.revenue > 0 && <span aria-hidden="true" className="h-2 rounded bg-blue-600" style={{ width: `${Math.round((day.revenue / most) * 100)}px` }} />}
                  <span className="text-slate-900">{formatTaka(day.revenue, language)}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
}

function WaitingRow({ to, label, count }: { to: string; label: string; count: number }) {
  const { i18n } = useAdminTranslation();
  return (
    <li>
      <Link to={to} className="flex items-center justify-between py-2 text-slate-800 hover:bg-slate-50">
        <span>{label}</span>
        <span className={count > 0 ? 'rounded-full bg-amber-100 px-2 font-semibold text-amber-900' : 'text-slate-500'}>{formatNumber(count, toLanguage(i18n.language))}</span>
      </Link>
    </li>
  );
}
