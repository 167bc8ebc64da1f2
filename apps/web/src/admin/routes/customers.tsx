import { useSearchParams } from 'react-router';
import { CustomerRecord } from '../features/customers/customer-record';
import { CustomerSearch } from '../features/customers/customer-search';

/**
 * /admin/customers: find a customer by name, e-mail or phone; ?id= opens one customer's record (profile, orders,
 * addresses, returns, reviews) with Block and Unblock for the roles that may.
 */
export default function CustomersPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <CustomerRecord id={id} /> : <CustomerSearch />;
}
