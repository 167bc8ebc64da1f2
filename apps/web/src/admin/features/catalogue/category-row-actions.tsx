import { SMALL_BUTTON } from '../../kit/controls';
import { useAdminTranslation } from '../../i18n/i18n';
import { deletable, type Row, type RowHandlers } from './category-rows';

/** A row's buttons: move up and down, edit, hide or show, delete (when it may go), and add a subcategory. */
export function CategoryRowActions({ target, index, count, on }: { target: Row; index: number; count: number; on: RowHandlers }) {
  const { t } = useAdminTranslation();
  const { name } = target.row;
  return (
    <div className="flex max-w-md flex-wrap gap-1.5">
      <button type="button" className={SMALL_BUTTON} disabled={on.busyMoving || index === 0} onClick={() => on.move(target, 'up')} aria-label={t('categories.moveUpOf', { name })}>
        <span aria-hidden="true">↑ </span>{t('categories.moveUp')}
      </button>
      <button type="button" className={SMALL_BUTTON} disabled={on.busyMoving || index === count - 1} onClick={() => on.move(target, 'down')} aria-label={t('categories.moveDownOf', { name })}>
        <span aria-hidden="true">↓ </span>{t('categories.moveDown')}
      </button>
      <button type="button" className={SMALL_BUTTON} onClick={() => on.edit(target)} aria-label={t('categories.editOf', { name })}>
        {t('categories.edit')}
      </button>
      {target.row.hidden ? (
        <button type="button" className={SMALL_BUTTON} onClick={() => on.show(target)} aria-label={t('categories.showOf', { name })}>
          {t('categories.show')}
        </button>
      ) : (
        <button type="button" className={SMALL_BUTTON} onClick={() => on.hide(target)} aria-label={t('categories.hideOf', { name })}>
          {t('categories.hide')}
        </button>
      )}
      {deletable(target) && (
        <button type="button" className={SMALL_BUTTON} onClick={() => on.remove(target)} aria-label={t('categories.deleteOf', { name })}>
          {t('categories.delete')}
        </button>
      )}
      {target.kind === 'category' && (
        <button type="button" className={SMALL_BUTTON} onClick={() => on.edit({ kind: 'new-subcategory', parent: target.row })} aria-label={t('categories.addSubcategoryOf', { name })}>
          {t('categories.addSubcategory')}
        </button>
      )}
    </div>
  );
}
