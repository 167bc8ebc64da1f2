import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../../components/ui/icons';
import { applyTheme, systemTheme, THEME_KEY, THEMES } from '../../../lib/theme';
import { useStoredChoice } from '../../../lib/use-stored-choice';

const initial = systemTheme();

/** Light/dark switch; with no choice yet it starts from the device setting. */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useStoredChoice(THEME_KEY, THEMES, initial, 'light');
  useEffect(() => applyTheme(theme), [theme]);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      aria-label={dark ? t('preferences.themeToLight') : t('preferences.themeToDark')}
      title={dark ? t('preferences.themeToLight') : t('preferences.themeToDark')}
      className={`flex items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-brand-400 ${className}`}
    >
      {dark ? <SunIcon className="size-4" /> : <MoonIcon className="size-4" />}
    </button>
  );
}
