import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { AccountIdentity } from '../../features/navigation/components/account-identity';
import { CategoryAccordion } from '../../features/navigation/components/category-accordion';
import type { CategoriesState } from '../../features/navigation/components/mega-menu';
import { signOut, useSessionUser } from '../../features/navigation/hooks/use-session-user';
import { CountrySelect } from '../../features/preferences/components/country-select';
import { CurrencySelect } from '../../features/preferences/components/currency-select';
import { LanguageSelect } from '../../features/preferences/components/language-select';
import { PostcodeField } from '../../features/preferences/components/postcode-field';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle';

interface Props {
  categories: CategoriesState;
  onNavigate: () => void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block w-full rounded-md px-3 py-2.5 text-left font-medium ${
    isActive ? 'bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300' : 'hover:bg-slate-100 dark:hover:bg-slate-800'
  }`;

/**
 * docs/product/catalog.md: Home, Products, About, Help-Center, My Account (signed in only) and Login or
 * Logout; then the categories as a three-level accordion, and the top bar's choices.
 */
export function MobileMenuPanel({ categories, onNavigate }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const links = [
    { to: '/', label: t('header.mobileHome') },
    { to: '/products', label: t('header.mobileProducts') },
    { to: '/about', label: t('header.mobileAbout') },
    { to: '/help-center', label: t('header.mobileHelpCenter') },
    ...(user ? [{ to: '/manageaccount', label: t('navigation.mobile.myAccount') }] : []),
  ];
  const heading = 'pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';
  return (
    <div className="flex-1 overflow-y-auto px-2 py-3">
      {user && (
        <AccountIdentity user={user} className="mb-2 px-3 pb-3 dark:border-slate-800" />
      )}
      <nav aria-label={t('header.menu')}>
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={onNavigate} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            {user ? (
              <button
                type="button"
                className={linkClass({ isActive: false })}
                onClick={() => {
                  signOut();
                  onNavigate();
                  navigate('/');
                }}
              >
                {t('navigation.mobile.logout')}
              </button>
            ) : (
              <NavLink to="/auth" end onClick={onNavigate} className={linkClass}>
                {t('header.mobileLogin')}
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
      <nav aria-label={t('header.categoriesNav')} className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
        <p className={`${heading} px-3`}>{t('header.mobileCategories')}</p>
        <CategoryAccordion categories={categories} onNavigate={onNavigate} />
      </nav>
      <section className="mt-4 flex flex-col gap-3 border-t border-slate-200 px-3 pt-4 dark:border-slate-800">
        <p className={heading}>{t('header.mobilePreferences')}</p>
        <CountrySelect />
        <PostcodeField />
        <LanguageSelect />
        <CurrencySelect />
        <ThemeToggle className="size-10 self-start border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800" />
      </section>
    </div>
  );
}
