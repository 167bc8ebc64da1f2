import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddresses } from '../../../api/addresses';
import { usePlaceLine } from '../hooks/use-place-line';
import { LabelBadge } from './label-badge';
import { LoadError } from './load-error';
import { SummaryCard } from './summary-card';

/** The dashboard's Address Book card: the first saved address, the one checkout offers first. */
export function AddressSummary() {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const placeLine = usePlaceLine();
  const first = addresses.data?.[0];
  return (
    <SummaryCard
      title={t('account.dashboard.addressTitle')}
      edit={{ to: '../addresses', label: t('account.dashboard.editAddresses'), text: t('account.dashboard.edit') }}
    >
      {addresses.isPending && <p aria-busy="true">{t('common.loading')}</p>}
      {addresses.isError && <LoadError onRetry={() => void addresses.refetch()} />}
      {addresses.data && !first && (
        <div className="flex flex-col items-start gap-2">
          <p>{t('account.dashboard.noAddress')}</p>
          <Link to="../addresses" className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
            {t('account.dashboard.addAddress')}
          </Link>
        </div>
      )}
      {first && (
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t('account.dashboard.defaultAddress')}</p>
          <p className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
            {first.name} <LabelBadge label={first.label} />
          </p>
          <p>{first.address}</p>
          <p>{placeLine(first.province, first.city, first.zone)}</p>
          <p>{first.phone}</p>
        </div>
      )}
    </SummaryCard>
  );
}
