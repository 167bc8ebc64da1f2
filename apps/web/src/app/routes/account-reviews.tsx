import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../features/account/components/account-page';
import { MyReviews } from '../../features/reviews/components/my-reviews';
import { usePageTitle } from '../../lib/use-page-title';

/** /manageaccount/reviews: My Reviews (docs/product/returns-and-reviews.md). */
export default function AccountReviewsPage() {
  const { t } = useTranslation();
  const title = t('pages.accountReviews');
  usePageTitle(title);
  return (
    <AccountPage title={title} intro={t('reviews.my.intro')}>
      <MyReviews />
    </AccountPage>
  );
}
