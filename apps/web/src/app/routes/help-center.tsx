import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HelpContact } from '../../features/help/components/help-contact';
import { HelpResults } from '../../features/help/components/help-results';
import { HelpSearch } from '../../features/help/components/help-search';
import { HelpSectionNav } from '../../features/help/components/help-section-nav';
import { HelpSectionView } from '../../features/help/components/help-section-view';
import { ShareButton } from '../../features/help/components/share-button';
import { useHelpFaqs } from '../../features/help/hooks/use-help-faqs';
import { toHelpSection } from '../../features/help/utils/help-sections';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * docs/product/help-and-about.md, Help centre (/help-center and /helpdesk): `?section=` picks the section, `?q=`
 * holds the search, so both survive a reload and travel with a shared link.
 */
export default function HelpCenterPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.helpCenter'));
  const [params, setParams] = useSearchParams();
  const section = toHelpSection(params.get('section'));
  const query = params.get('q') ?? '';
  const searching = query.trim() !== '';
  const sections = useHelpFaqs();

  function search(value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    // Typing replaces the history entry: Back leaves the page, not one letter.
    setParams(next, { replace: true, preventScrollReset: true });
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 rounded-xl bg-gradient-to-br from-brand-50 to-white p-6 sm:p-10 dark:from-slate-900 dark:to-slate-950">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">{t('storefront.help.title')}</h1>
          <ShareButton title={t('storefront.help.shareTitle')} />
        </div>
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{t('storefront.help.intro')}</p>
        <HelpSearch value={query} onChange={search} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-10">
        <HelpSectionNav current={searching ? null : section} />
        <div className="flex flex-col gap-8">
          {searching ? (
            <HelpResults sections={sections} query={query} />
          ) : (
            <HelpSectionView section={section} faqs={sections.find((s) => s.section === section)?.faqs ?? []} />
          )}
          <HelpContact />
        </div>
      </div>
    </div>
  );
}
