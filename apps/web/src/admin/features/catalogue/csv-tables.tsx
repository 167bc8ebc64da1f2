import type { CatalogueImportAnswer, CatalogueImportError } from '@shop/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { CELL, DataTable, TableHead } from '../../kit/data-table';
import { useAdminTranslation } from '../../i18n/i18n';

type AdminT = ReturnType<typeof useAdminTranslation>['t'];

/** A row's problem in the screen's language, from its code; 'invalid' adds the server's own words (the schema's English). */
function problemText(t: AdminT, error: CatalogueImportError): string {
  if (error.code === 'invalid') return `${t('catalogueCsv.codes.invalid')} (${error.message})`;
  return t(`catalogueCsv.codes.${error.code}`, { column: error.column ?? '' });
}

/** The file's errors by row and column. */
export function CsvErrors({ errors }: { errors: CatalogueImportAnswer['errors'] }) {
  const { t } = useAdminTranslation();
  return (
    <DataTable label={t('catalogueCsv.errorsLabel')}>
      <TableHead columns={[{ text: t('catalogueCsv.row'), className: 'text-right' }, t('catalogueCsv.column'), t('catalogueCsv.problem')]} />
      <tbody className="divide-y divide-slate-200 align-top">
        {errors.map((error, i) => (
          <tr key={i}>
            <td className={`${CELL} text-right tabular-nums`}>{error.row}</td>
            <td className={`${CELL} font-mono text-xs`}>{error.column ?? t('catalogueCsv.wholeRow')}</td>
            <td className={CELL}>{problemText(t, error)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The changes row by row: a new product's main columns, or each changed column from before to after. */
export function CsvChanges({ changes }: { changes: CatalogueImportAnswer['changes'] }) {
  const { t } = useAdminTranslation();
  return (
    <DataTable label={t('catalogueCsv.changesLabel')}>
      <TableHead
        columns={[
          { text: t('catalogueCsv.row'), className: 'text-right' },
          t('catalogueCsv.sku'),
          t('catalogueCsv.action'),
          t('catalogueCsv.changes'),
        ]}
      />
      <tbody className="divide-y divide-slate-200 align-top">
        {changes.map((change) => (
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
  );
}
