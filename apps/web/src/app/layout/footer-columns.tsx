import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageKey } from '../../i18n/catalogue';

const CUSTOMER_CARE: { to: string; page: PageKey }[] = [
  { to: '/help-center', page: 'helpCenter' },
  { to: '/orderstatus', page: 'orderStatus' },
  { to: '/returns', page: 'returns' },
  { to: '/paymentoptions', page: 'paymentOptions' },
  { to: '/contact', page: 'contact' },
];

const COMPANY: { to: string; page: PageKey }[] = [
  { to: '/about', page: 'about' },
  { to: '/categories', page: 'categories' },
  { to: '/terms', page: 'terms' },
  { to: '/privacy', page: 'privacy' },
];

const PAYMENT_METHODS = ['cashOnDelivery', 'bkash', 'nagad', 'rocket', 'cards'] as const;
const COUNTRIES = ['bangladesh', 'india', 'pakistan', 'sriLanka', 'nepal', 'bhutan', 'maldives'] as const;

const heading = 'mb-3 text-sm font-semibold tracking-wide text-white uppercase';
const link = 'text-sm text-slate-300 transition-colors hover:text-brand-400';

export function FooterColumns() {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
      <nav aria-labelledby="footer-care">
        <h2 id="footer-care" className={heading}>{t('footer.customerCare')}</h2>
        <ul className="flex flex-col gap-2">
          {CUSTOMER_CARE.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={link}>{t(`pages.${item.page}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="footer-company">
        <h2 id="footer-company" className={heading}>{t('footer.company')}</h2>
        <ul className="flex flex-col gap-2">
          {COMPANY.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={link}>{t(`pages.${item.page}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="footer-payments">
        <h2 id="footer-payments" className={heading}>{t('footer.paymentMethods')}</h2>
        <ul className="flex flex-wrap gap-2">
          {PAYMENT_METHODS.map((method) => (
            <li key={method} className="rounded border border-slate-700 bg-slate-800 px-2 py-1 text-xs font-medium text-slate-200">
              {t(`footer.${method}`)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-countries">
        <h2 id="footer-countries" className={heading}>{t('footer.countriesTitle')}</h2>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-300">
          {COUNTRIES.map((country) => (
            <li key={country}>{t(`footer.countries.${country}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
