import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CatalogueImportAnswerSchema } from '@shop/shared';
import { ADMIN_BASE, adminApi } from './client';

/**
 * The catalogue as CSV (docs/product/back-office-catalogue-csv.md): the export is a plain download (a link the
 * browser follows with the session cookie); an import sends the file as the body, checked first (dry run), then
 * applied.
 */
export const CATALOGUE_CSV_URL = `${ADMIN_BASE}/products.csv`;

/** The file as text/csv whatever the computer calls it (Windows says application/vnd.ms-excel, some say nothing). */
const asCsv = (file: Blob) => new Blob([file], { type: 'text/csv' });

const importFile = (file: Blob, dryRun: boolean) =>
  adminApi.upload('POST', '/products/import', asCsv(file), CatalogueImportAnswerSchema, { query: { dry_run: dryRun ? 'true' : 'false' } });

/** POST /api/v1/admin/products/import?dry_run=true: every row's change and every error; nothing changes. */
export function useCheckCatalogueCsv() {
  return useMutation({ mutationFn: (file: Blob) => importFile(file, true) });
}

/** POST /api/v1/admin/products/import?dry_run=false: the whole file in one transaction, or nothing. */
export function useApplyCatalogueCsv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => importFile(file, false),
    // Lists of products and stock the back office holds are out of date now.
    onSuccess: () => void client.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'session' }),
  });
}
