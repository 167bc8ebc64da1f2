import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountrySelect } from '../../features/preferences/components/country-select';
import { CurrencySelect } from '../../features/preferences/components/currency-select';
import { LanguageSelect } from '../../features/preferences/components/language-select';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle';

/** The thin strip above the header on wide screens; on phones the same choices are in the menu. */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <div className="bg-slate-900 text-xs text-slate-300">
      <div
        role="group"
        aria-label={t('preferences.regionLabel')}
        className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4"
      >
        <CountrySelect tone="bar" />
        <div className="flex items-center gap-5">
          <Link to="/help-center" className="hover:text-white">
            {t('pages.helpCenter')}
          </Link>
          <LanguageSelect tone="bar" />
          <CurrencySelect tone="bar" />
          <ThemeToggle className="size-7 text-slate-200 hover:bg-slate-800 hover:text-white" />
        </div>
      </div>
    </div>
  );
}
