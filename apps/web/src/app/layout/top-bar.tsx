import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountMenu } from '../../features/navigation/components/account-menu';
import { QuickMenu } from '../../features/navigation/components/quick-menu';
import { CountrySelect } from '../../features/preferences/components/country-select';
import { CurrencySelect } from '../../features/preferences/components/currency-select';
import { LanguageSelect } from '../../features/preferences/components/language-select';
import { PostcodeField } from '../../features/preferences/components/postcode-field';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle';

/**
 * The thin strip above the header on wide screens: delivery country and postcode, language, currency, PROFILE,
 * the sign-in menu, the theme switch and MENU. On phones the same things are in the side menu.
 * It stacks above the sticky header so its dropdowns open over it.
 */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <div className="relative z-50 bg-slate-900 text-xs text-slate-300">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4">
        <div className="flex items-center gap-4">
          <CountrySelect tone="bar" />
          <PostcodeField tone="bar" />
        </div>
        <div className="flex items-center gap-4">
          <div role="group" aria-label={t('preferences.regionLabel')} className="flex items-center gap-4">
            <LanguageSelect tone="bar" />
            <CurrencySelect tone="bar" />
          </div>
          <span aria-hidden="true" className="h-4 w-px bg-slate-700" />
          <Link
            to="/manageaccount"
            className="font-semibold text-slate-100 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            {t('navigation.topBar.profile')}
          </Link>
          <AccountMenu tone="bar" />
          <ThemeToggle className="size-7 text-slate-200 hover:bg-slate-800 hover:text-white" />
          <QuickMenu />
        </div>
      </div>
    </div>
  );
}
