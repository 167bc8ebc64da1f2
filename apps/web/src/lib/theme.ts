/** Light or dark, remembered under `theme`; no choice follows the device. Read by public/preferences-init.js too. */
type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';
export const THEMES: readonly Theme[] = ['light', 'dark'];

export function systemTheme(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}
