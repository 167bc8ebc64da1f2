import { buttonClass } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { CATALOGUE_CSV_URL } from '../api/catalogue-csv';
import { may, useStaffMe } from '../api/session';
import { CsvImport } from '../features/catalogue/csv-import';
import { CARD } from '../kit/card';
import { useAdminTranslation } from '../i18n/i18n';
import { Page } from '../kit/page';
import { Section } from '../kit/section';

/**
 * /admin/catalogue-csv: the catalogue as a CSV file. Everyone who may see the catalogue downloads it; a role with
 * catalog.change imports one: 'Check the file' (a dry run: counts, the changes, the errors by row and column),
 * then 'Apply changes', refused by the server too while the file has errors.
 */
export default function CatalogueCsvPage() {
  const { t } = useAdminTranslation();
  const { data: me } = useStaffMe();
  return (
    <Page title={t('catalogueCsv.title')} intro={t('catalogueCsv.intro')}>
      <Section title={t('catalogueCsv.exportTitle')} className={CARD}>
        <p className="text-sm text-slate-600">{t('catalogueCsv.exportText')}</p>
        <div>
          <a href={CATALOGUE_CSV_URL} download className={buttonClass('secondary')}>
            {t('catalogueCsv.download')}
          </a>
        </div>
      </Section>
      {may(me, 'catalog.change') ? <CsvImport /> : <Notice announce tone="info">{t('catalogueCsv.readOnly')}</Notice>}
    </Page>
  );
}
