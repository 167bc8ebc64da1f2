import type { AdminCategory, AdminSubcategory } from '@shop/shared';

/** A row of the tree: a category, or one of its subcategories. */
export type Row = { kind: 'category'; row: AdminCategory } | { kind: 'subcategory'; row: AdminSubcategory; parent: AdminCategory };
export type Editing = Row | { kind: 'new-category' } | { kind: 'new-subcategory'; parent: AdminCategory };

/** Only one without products (and, a category, without subcategories) may be deleted; the server checks again. */
export const deletable = (target: Row) =>
  target.row.product_count === 0 && (target.kind === 'subcategory' || target.row.subcategories.length === 0);

/** What a row's buttons do; absent for a role that may not change the catalogue. */
export interface RowHandlers {
  busyMoving: boolean;
  move: (target: Row, direction: 'up' | 'down') => void;
  edit: (editing: Editing) => void;
  show: (target: Row) => void;
  hide: (target: Row) => void;
  remove: (target: Row) => void;
}
