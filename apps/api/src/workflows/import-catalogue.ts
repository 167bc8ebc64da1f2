import { MAX_IMPORT_LIST, type CatalogueImportAnswer } from '@shop/shared';
import type { Database } from '../db/client';
import type { CatalogueChanges } from '../lib/catalogue-changes';
import { planImport, writeImport, type ImportPlan } from '../modules/catalog/catalogue-csv.service';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';

/**
 * A catalogue CSV import (docs/decisions/042). A dry run reads the file against the catalogue and answers every
 * row's change and every error, changing nothing. Applied, the file is read again in one transaction with the
 * products it names locked; any error refuses the whole file (nothing written), else every change is written in
 * bulk with an audit row per product changed ('product.import'), and the catalogue's caches are told after commit.
 * An import overwrites: it is a staff save of each row it changes, without a version check.
 */
export type ImportResult = { ok: true; answer: CatalogueImportAnswer } | { ok: false; answer: CatalogueImportAnswer };

function answerOf(plan: ImportPlan, dryRun: boolean): CatalogueImportAnswer {
  const created = plan.changed.filter((c) => !c.current).length;
  return {
    dry_run: dryRun,
    rows: plan.rows,
    created,
    updated: plan.changed.length - created,
    unchanged: plan.unchanged,
    errors: plan.errors.slice(0, MAX_IMPORT_LIST),
    errors_total: plan.errors.length,
    changes: plan.changed.slice(0, MAX_IMPORT_LIST).map((c) => ({
      row: c.row,
      sku: c.product.sku,
      action: c.current ? 'update' : 'create',
      product_id: c.current?.id ?? null,
      fields: c.fields,
    })),
    changes_total: plan.changed.length,
  };
}

/** Nothing is counted as created or changed when the file has errors: nothing is. */
const refused = (answer: CatalogueImportAnswer): CatalogueImportAnswer => ({ ...answer, created: 0, updated: 0, unchanged: 0, changes: [], changes_total: 0 });

export async function importCatalogue(
  db: Database,
  actor: StaffActor,
  text: string,
  { dryRun, catalogueChanges }: { dryRun: boolean; catalogueChanges: CatalogueChanges },
): Promise<ImportResult> {
  if (dryRun) {
    // One snapshot: the categories and products it is read against agree with each other.
    const plan = await db.transaction((tx) => planImport(tx, text, { lock: false }));
    const answer = answerOf(plan, true);
    return { ok: plan.errors.length === 0, answer: plan.errors.length ? refused(answer) : answer };
  }
  const result = await db.transaction(async (tx): Promise<ImportResult> => {
    const plan = await planImport(tx, text, { lock: true });
    if (plan.errors.length) return { ok: false, answer: refused(answerOf(plan, false)) };
    const written = await writeImport(tx, plan, { label: actor.label, staffId: actor.kind === 'staff' ? actor.staffId : null });
    await recordAudit(
      tx,
      actor,
      written.map(({ id, row }) => ({
        action: 'product.import',
        entityType: 'product',
        entityId: String(id),
        before: row.current ? Object.fromEntries(row.fields.map((f) => [f.column, f.before])) : null,
        after: Object.fromEntries(row.fields.map((f) => [f.column, f.after])),
        reason: `CSV import, row ${row.row}`,
      })),
    );
    return { ok: true, answer: answerOf(plan, false) };
  });
  if (result.ok && result.answer.changes_total > 0) catalogueChanges.changed();
  return result;
}
