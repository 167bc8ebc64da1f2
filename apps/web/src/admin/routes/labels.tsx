import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LABEL_SIZES, MAX_LABELS, type LabelSize } from '@shop/shared';
import { PageStatus } from '../../components/ui/page-status';
import { useParcelLabels } from '../api/labels';
import { useStaffMe } from '../api/session';
import { PageError } from '../kit/page';
import { LabelsDocument } from '../features/labels/labels-document';
import { useAdminTranslation } from '../i18n/i18n';
import { signInHref } from '../sections';

/**
 * /admin/labels?orders=BZ-…,BZ-…&size=a6|4x6: the parcel labels of booked orders (docs/product/couriers.md),
 * outside the back office's layout so only the labels print; it asks for a session like every back-office page.
 */
export default function LabelsPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { t } = useAdminTranslation();
  const me = useStaffMe();
  const orders = [...new Set((params.get('orders') ?? '').split(',').map((n) => n.trim().toUpperCase()).filter(Boolean))].slice(0, MAX_LABELS);
  const size: LabelSize = (LABEL_SIZES as readonly string[]).includes(params.get('size') ?? '') ? (params.get('size') as LabelSize) : 'a6';
  const labels = useParcelLabels(orders);

  if (me.isPending) return <PageStatus title={t('app.loading')} busy />;
  if (!me.data && !me.error) return <Navigate to={signInHref(location.pathname + location.search)} replace />;
  if (orders.length === 0) return <PageStatus title={t('labels.none')} />;
  if (labels.error && !labels.data) return <main className="p-6"><PageError error={labels.error} retry={() => void labels.refetch()} /></main>;
  if (!labels.data) return <PageStatus title={t('app.loading')} busy />;
  const onSize = (next: LabelSize) => setParams((p) => { p.set('size', next); return p; }, { replace: true });
  return <LabelsDocument answer={labels.data} size={size} onSize={onSize} />;
}
