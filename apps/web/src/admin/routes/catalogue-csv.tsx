import { useId, useState, type FormEvent } from 'react';
import type { CatalogueImportAnswer, CatalogueImportError } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { StatusBadge } from '../../components/ui/status-badge';
import { CATALOGUE_CSV_URL, useApplyCatalogueCsv, useCheckCatalogueCsv } from '../api/catalogue-csv';
import { may, useStaffMe } from '../api/session';
import { CELL, DataTable, TABLE_HEAD } from '../components/data-table';
import { errorText } from '../components/error-text';
import { Notice } from '../components/notice';
import { Page } from '../components/page';
import { useAdminTranslation } from '../i18n/i18n';

const SECTION = 'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4';

/**
 * /admin/catalogue-csv: the catalogue as a CSV file. Everyone who may see the catalogue downloads it; a role with
 * catalog.change imports one: 'Check the file' (a dry run: counts, the changes, the errors by row and column),
 * then 'Apply changes', refused by the server too while the file has errors.
 */
export default function CatalogueCsvPage() {
  const { t } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const mayImport = may(me, 'catalog.change');
  return (
    <Page title={t('catalogueCsv.title')} intro={t('catalogueCsv.intro')}>
      <section className={SECTION} aria-labelledby="csv-export">
        <h2 id="csv-export" className="text-lg font-semibold text-slate-900">{t('catalogueCsv.exportTitle')}</h2>
        <p className="text-sm text-slate-600">{t('catalogueCsv.exportText')}</p>
        <div>
          <a href={CATALOGUE_CSV_URL} download className={buttonClass('secondary')}>
            {t('catalogueCsv.download')}
          </a>
        </div>
      </section>
      {mayImport ? <ImportSection /> : <Notice tone="info">{t('catalogueCsv.readOnly')}</Notice>}
    </Page>
  );
}

function ImportSection() {
  const { t } = useAdminTranslation();
  const fileId = useId();
  const check = useCheckCatalogueCsv();
  const apply = useApplyCatalogueCsv();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const checked = check.data;
  const applied = apply.data;
  const busy = check.isPending || apply.isPending;

  const chooseFile = (next: File | null) => {
    setFile(next);
    setMissing(false);
    check.reset();
    apply.reset();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setMissing(true);
    apply.reset();
    check.mutate(file);
  };
  const applyError = apply.error
    ? errorText(t, apply.error, { validation_error: t('catalogueCsv.staleCheck'), payload_too_large: t('catalogueCsv.tooLarge') })
    : null;

  return (
    <section className={SECTION} aria-labelledby="csv-import">
      <h2 id="csv-import" className="text-lg font-semibold text-slate-900">{t('catalogueCsv.importTitle')}</h2>
      <p className="text-sm text-slate-600">{t('catalogueCsv.importText')}</p>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium text-slate-700">{t('catalogueCsv.file')}</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${fileId}-hint`}
            aria-invalid={missing || undefined}
            onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
            className="text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
          />
          <p id={`${fileId}-hint`} className="text-xs text-slate-600">{t('catalogueCsv.fileHint')}</p>
        </div>
        {missing && <Notice tone="error">{t('catalogueCsv.noFile')}</Notice>}
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className={buttonClass('secondary')}>
            {check.isPending ? t('catalogueCsv.checking') : t('catalogueCsv.check')}
          </button>
          <button
            type="button"
            disabled={busy || !checked || !file || checked.errors_total > 0 || checked.changes_total === 0 || !!applied}
            onClick={() => file && apply.mutate(file)}
            className={buttonClass('primary')}
          >
            {apply.isPending ? t('catalogueCsv.applying') : t('catalogueCsv.apply')}
          </button>
        </div>
      </form>
      {check.error && <Notice tone="error">{errorText(t, check.error, { payload_too_large: t('catalogueCsv.tooLarge') })}</Notice>}
      {applyError && <Notice tone="error">{applyError}</Notice>}
      {applied ? (
        <Notice tone="success">{t('catalogueCsv.applied', { created: applied.created, updated: applied.updated })}</Notice>
      ) : (
        checked && <Report answer={checked} />
      )}
    </section>
  );
}

/** What a dry run found: the counts, the errors by row and column, and the changes row by row. */
function Report({ answer }: { answer: CatalogueImportAnswer }) {
  const { t } = useAdminTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Notice tone={answer.errors_total > 0 ? 'error' : answer.changes_total > 0 ? 'success' : 'info'}>
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
          <DataTable label={t('catalogueCsv.errorsLabel')}>
            <thead className={TABLE_HEAD}>
              <tr>
                <th scope="col" className={`${CELL} text-right`}>{t('catalogueCsv.row')}</th>
                <th scope="col" className={CELL}>{t('catalogueCsv.column')}</th>
                <th scope="col" className={CELL}>{t('catalogueCsv.problem')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 align-top">
              {answer.errors.map((error, i) => (
                <tr key={i}>
                  <td className={`${CELL} text-right tabular-nums`}>{error.row}</td>
                  <td className={`${CELL} font-mono text-xs`}>{error.column ?? t('catalogueCsv.wholeRow')}</td>
                  <td className={CELL}>{problemText(t, error)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      )}
      {answer.changes.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-slate-900">{t('catalogueCsv.changesTitle')}</h3>
          {answer.changes_total > answer.changes.length && <p className="text-sm text-slate-600">{t('catalogueCsv.firstOf', { shown: answer.changes.length, total: answer.changes_total })}</p>}
          <DataTable label={t('catalogueCsv.changesLabel')}>
            <thead className={TABLE_HEAD}>
              <tr>
                <th scope="col" className={`${CELL} text-right`}>{t('catalogueCsv.row')}</th>
                <th scope="col" className={CELL}>{t('catalogueCsv.sku')}</th>
                <th scope="col" className={CELL}>{t('catalogueCsv.action')}</th>
                <th scope="col" className={CELL}>{t('catalogueCsv.changes')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 align-top">
              {answer.changes.map((change) => (
                <tr key={change.row}>
                  <td className={`${CELL} text-right tabular-nums`}>{change.row}</td>
                  <th scope="row" className={`${CELL} font-mono text-xs font-semibold`}>{change.sku}</th>
                  <td className={CELL}>
                    {change.action === 'create' ? <StatusBadge tone="green">{t('catalogueCsv.create')}</StatusBadge> : <StatusBadge tone="gray">{t('catalogueCsv.update')}</StatusBadge>}
                  </td>
                  <td className={CELL}>
                    <ul className="flex flex-col gap-0.5">
                      {(change.action === 'create' ? change.fields.filter((f) => ['name', 'price', 'sizes'].includes(f.column)) : change.fields).map((field) => (
                        <li key={field.column} className="break-words">
                          <span className="font-mono text-xs text-slate-600">{field.column}</span>{' '}
                          {field.before !== null && <><span className="text-slate-500 line-through">{field.before || t('catalogueCsv.empty')}</span> → </>}
                          <span className="font-medium text-slate-900">{field.after || t('catalogueCsv.empty')}</span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      )}
    </div>
  );
}

type AdminT = ReturnType<typeof useAdminTranslation>['t'];

/** A row's problem in the screen's language, from its code; 'invalid' adds the server's own words (the schema's English). */
function problemText(t: AdminT, error: CatalogueImportError): string {
  if (error.code === 'invalid') return `${t('catalogueCsv.codes.invalid')} (${error.message})`;
  return t(`catalogueCsv.codes.${error.code}`, { column: error.column ?? '' });
}
