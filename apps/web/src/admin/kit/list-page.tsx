import type { ReactNode } from 'react';
import { PageStatus } from '../../components/ui/page-status';
import { useAdminTranslation } from '../i18n/i18n';
import { Page, PageError } from './page';
import { Pager } from './pager';

/** The catalogue areas whose `pageOf` ('Page 2 of 5 · 43 proofs'), `previous` and `next` word a list's pager. */
type PagerWords = 'payments' | 'returns' | 'messages' | 'customers' | 'gatewayPayments' | 'refunds' | 'walletMoney' | 'courierCash';

interface Paging<D> {
  /** Where the answer is: its page, its page size and how many rows match in all. */
  of: (data: D) => { page: number; limit: number; total: number };
  words: PagerWords;
  onPage: (page: number) => void;
}

interface Props<D> {
  title: string;
  intro?: string;
  actions?: ReactNode;
  /** The bar above the list (status, search), kept in the address with useUrlFilters. */
  filters?: ReactNode;
  /** What the last action did (a Notice). */
  notice?: ReactNode;
  /** The list's query (a page, or pages loaded one after another). */
  query: { data: D | undefined; error: unknown; refetch: () => unknown };
  loading: string;
  /** The words of an empty list, or null when it has rows. */
  empty: (data: D) => string | null;
  pager?: Paging<D>;
  /** The rows: a DataTable, a list of cards. */
  children: (data: D) => ReactNode;
  /** After the pager: the list's dialogs. */
  after?: ReactNode;
}

/**
 * A back-office list: its page, filters and notice, then busy, empty or the rows with a pager under them. A list
 * that fails before it has any rows is the page's failure (the role screen for a 403), with a retry.
 */
export function ListPage<D>({ title, intro, actions, filters, notice, query, loading, empty, pager, children, after }: Props<D>) {
  const { t } = useAdminTranslation();
  if (query.error && !query.data) return <PageError error={query.error} retry={() => void query.refetch()} />;
  const data = query.data;
  const emptyText = data === undefined ? null : empty(data);
  const at = data !== undefined && pager ? pager.of(data) : null;
  return (
    <Page title={title} intro={intro} actions={actions}>
      {filters}
      {notice}
      {data === undefined ? (
        <PageStatus title={loading} busy />
      ) : emptyText !== null ? (
        <PageStatus title={emptyText} />
      ) : (
        <>
          {children(data)}
          {pager && at && (
            <Pager
              {...at}
              label={(page, pages) => t(`${pager.words}.pageOf`, { page, pages, total: at.total })}
              previousLabel={t(`${pager.words}.previous`)}
              nextLabel={t(`${pager.words}.next`)}
              onPage={pager.onPage}
            />
          )}
        </>
      )}
      {after}
    </Page>
  );
}
