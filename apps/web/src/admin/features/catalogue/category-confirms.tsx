import type { RefObject } from 'react';
import { useChangeCategory, useChangeSubcategory, useDeleteCategory, useDeleteSubcategory } from '../../api/catalogue-structure';
import { errorText } from '../../components/error-text';
import { useAdminTranslation } from '../../i18n/i18n';
import { ConfirmAction } from '../../kit/confirm-action';
import type { Row } from './category-rows';
import { refocusIfLost } from './refocus';

type Named = { id: number; name: string };

/**
 * "Hide?" and "Delete?" for a row of the tree, each the kit's ConfirmAction bound to the category's or the
 * subcategory's change. `onDone` says what was done; focus goes to `heading` when the row is gone.
 */
export function CategoryConfirms({ hiding, deleting, heading, onDone, onClose }: {
  hiding: Row | null; deleting: Row | null; heading: RefObject<HTMLElement | null>; onDone: (text: string) => void; onClose: () => void;
}) {
  const { t } = useAdminTranslation();
  const changeCategory = useChangeCategory();
  const changeSubcategory = useChangeSubcategory();
  const deleteCategory = useDeleteCategory();
  const deleteSubcategory = useDeleteSubcategory();
  const labels = { busyLabel: t('categories.working'), cancelLabel: t('categories.cancel'), onClose };
  const hide = {
    ...labels,
    title: (row: Named) => t('categories.hideTitle', { name: row.name }),
    message: t('categories.hideText', { count: hiding?.row.product_count ?? 0 }),
    confirmLabel: t('categories.hide'),
    variables: (row: Named) => ({ id: row.id, change: { hidden: true } }),
    onDone: (row: Named) => (onDone(t('categories.hiddenDone', { name: row.name })), refocusIfLost(heading)),
  };
  const remove = {
    ...labels,
    title: (row: Named) => t('categories.deleteTitle', { name: row.name }),
    message: t('categories.deleteText'),
    confirmLabel: t('categories.delete'),
    variables: (row: Named) => row.id,
    failure: (error: unknown) => errorText(t, error, { has_products: t('categories.hasProducts'), conflict: t('categories.hasSubcategories') }),
    onDone: (row: Named) => (onDone(t('categories.deleted', { name: row.name })), refocusIfLost(heading)),
  };
  return (
    <>
      <ConfirmAction {...hide} target={hiding?.kind === 'category' ? hiding.row : null} mutation={changeCategory} />
      <ConfirmAction {...hide} target={hiding?.kind === 'subcategory' ? hiding.row : null} mutation={changeSubcategory} />
      <ConfirmAction {...remove} target={deleting?.kind === 'category' ? deleting.row : null} mutation={deleteCategory} />
      <ConfirmAction {...remove} target={deleting?.kind === 'subcategory' ? deleting.row : null} mutation={deleteSubcategory} />
    </>
  );
}
