import { PageStatus } from '../../components/ui/page-status';
import { useDeliveryFees } from '../api/delivery';
import { FeeForm } from '../features/delivery/fee-form';
import { ParcelSettingsForm } from '../features/parcels/parcel-settings';
import { useParcelSettings } from '../api/parcels';
import { Page, PageError } from '../kit/page';
import { useAdminTranslation } from '../i18n/i18n';

/**
 * /admin/delivery (docs/product/back-office-delivery.md, decision 044): the delivery fee table. Everyone with
 * delivery.view sees it; delivery.change (managers and the owner) saves it, every save in the audit log.
 */
export default function DeliveryPage() {
  const { t } = useAdminTranslation();
  const fees = useDeliveryFees();
  const parcels = useParcelSettings();
  if (fees.error) return <PageError error={fees.error} retry={() => void fees.refetch()} />;
  return (
    <Page title={t('delivery.title')} intro={t('delivery.intro')}>
      {fees.isPending ? <PageStatus title={t('delivery.loading')} busy /> : <FeeForm fees={fees.data} />}
      {parcels.data && <ParcelSettingsForm settings={parcels.data} />}
    </Page>
  );
}
