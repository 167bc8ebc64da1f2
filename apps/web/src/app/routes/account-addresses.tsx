import { useTranslation } from 'react-i18next';
import { AddressBook } from '../../features/account/components/address-book';
import { usePageTitle } from '../../lib/use-page-title';

/** /addresses: the address book (docs/product/account.md). */
export default function AccountAddressesPage() {
  const { t } = useTranslation();
  const title = t('pages.accountAddresses');
  usePageTitle(title);
  return <AddressBook title={title} />;
}
