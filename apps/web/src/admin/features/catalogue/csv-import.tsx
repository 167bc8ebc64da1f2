import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useApplyCatalogueCsv, useCheckCatalogueCsv } from '../../api/catalogue-csv';
import { errorText } from '../../components/error-text';
import { useAdminTranslation } from '../../i18n/i18n';
import { Section } from '../../kit/section';
import { CsvReport } from './csv-report';
import { CARD } from '../../kit/card';

/**
 * Importing a CSV file: 'Check the file' (a dry run: counts, the changes, the errors by row and column), then
 * 'Apply changes', refused by the server too while the file has errors.
 */
export function CsvImport() {
  const { t } = useAdminTranslation();
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
    <Section title={t('catalogueCsv.importTitle')} className={CARD}>
      <p className="text-sm text-slate-600">{t('catalogueCsv.importText')}</p>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field label={t('catalogueCsv.file')} hint={t('catalogueCsv.fileHint')}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={missing || undefined}
              onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
              className="text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
            />
          )}
        </Field>
        {missing && <Notice announce tone="error">{t('catalogueCsv.noFile')}</Notice>}
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
      {check.error && <Notice announce tone="error">{errorText(t, check.error, { payload_too_large: t('catalogueCsv.tooLarge') })}</Notice>}
      {applyError && <Notice announce tone="error">{applyError}</Notice>}
      {applied ? (
        <Notice announce tone="success">{t('catalogueCsv.applied', { created: applied.created, updated: applied.updated })}</Notice>
      ) : (
        checked && <CsvReport answer={checked} />
      )}
    </Section>
  );
}
