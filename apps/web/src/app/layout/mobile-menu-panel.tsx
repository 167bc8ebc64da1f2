import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CategoryNav } from '../../features/catalog/components/category-nav';
import { CountrySelect } from '../../features/preferences/components/country-select';
import { CurrencySelect } from '../../features/preferences/components/currency-select';
import { LanguageSelect } from '../../features/preferences/components/language-select';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle';

/** storefront.md: Home, Products, About, Help-Center and Login; then the categories and the top bar's choices. */
export function MobileMenuPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const links = [
    { to: '/', label: t('header.mobileHome') },
    { to: '/products', label: t('header.mobileProducts') },
    { to: '/about', label: t('header.mobileAbout') },
    { to: '/help-center', label: t('header.mobileHelpCenter') },
    { to: '/auth', label: t('header.mobileLogin') },
  ];
  const heading = 'pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';
  return (
    <div className="flex-1 overflow-y-auto px-2 py-3">
      <nav aria-label={t('header.menu')}>
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={onNavigate}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2.5 font-medium ${
                    isActive ? 'bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300' : 'hover:bg-slate-100 dark:hover:bg-slate-800'
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('header.categoriesNav')} className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
        <p className={`${heading} px-3`}>{t('header.mobileCategories')}</p>
        <CategoryNav layout="list" onNavigate={onNavigate} />
      </nav>
      <section className="mt-4 flex flex-col gap-3 border-t border-slate-200 px-3 pt-4 dark:border-slate-800">
        <p className={heading}>{t('header.mobilePreferences')}</p>
        <CountrySelect />
        <LanguageSelect />
        <CurrencySelect />
        <ThemeToggle className="size-10 self-start border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800" />
      </section>
    </div>
  );
}
