import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to 'Page | Bazar'; `null` gives the full site title (the home page). */
export function usePageTitle(pageTitle: string | null) {
  const { t } = useTranslation();
  const name = t('app.name');
  const siteTitle = t('app.title');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${name}` : siteTitle;
  }, [pageTitle, name, siteTitle]);
}
