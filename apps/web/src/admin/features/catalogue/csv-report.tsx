import type { CatalogueImportAnswer } from '@shop/shared';
import { Notice } from '../../../components/ui/notice';
import { useAdminTranslation } from '../../i18n/i18n';
import { CsvChanges, CsvErrors } from './csv-tables';

/** What a dry run found: the counts, the errors by row and column, and the changes row by row. */
export function CsvReport({ answer }: { answer: CatalogueImportAnswer }) {
  const { t } = useAdminTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Notice announce tone={answer.errors_total > 0 ? 'error' : answer.changes_total > 0 ? 'success' : 'info'}>
        <p>{t('catalogueCsv.summary', { count: answer.rows, created: answer.created, updated: answer.updated, unchanged: answer.unchanged })}</p>
        <p>
          {answer.errors_total > 0
            ? t('catalogueCsv.hasErrors', { count: answer.errors_total })
            : answer.changes_total > 0 ? t('catalogueCsv.checkedOk') : t('catalogueCsv.nothingToDo')}
        </p>
      </Notice>
      {answer.errors.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 id="csv-errors" className="text-base font-semibold text-slate-900">{t('catalogueCsv.errorsTitle')}</h3>
          {answer.errors_total > answer.errors.length && <p className="text-sm text-slate-600">{t('catalogueCsv.firstOf', { shown: answer.errors.length, total: answer.errors_total })}</p>}
          <CsvErrors errors={answer.errors} />
        </div>
      )}
      {answer.changes.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-slate-900">{t('catalogueCsv.changesTitle')}</h3>
          {answer.changes_total > answer.changes.length && <p className="text-sm text-slate-600">{t('catalogueCsv.firstOf', { shown: answer.changes.length, total: answer.changes_total })}</p>}
          <CsvChanges changes={answer.changes} />
        </div>
      )}
    </div>
  );
}
