import { useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { useAdminCategories, useChangeCategory, useChangeSubcategory, useMoveCategory, useMoveSubcategory } from '../api/catalogue-structure';
import { may, useStaffMe } from '../api/session';
import { errorText } from '../components/error-text';
import { CategoriesTable } from '../features/catalogue/categories-table';
import { CategoryConfirms } from '../features/catalogue/category-confirms';
import type { Editing, Row, RowHandlers } from '../features/catalogue/category-rows';
import { StructureForm } from '../features/catalogue/structure-form';
import { useAdminTranslation } from '../i18n/i18n';
import { ListPage } from '../kit/list-page';

/**
 * /admin/categories (docs/product/back-office-categories-brands.md): the menu's tree, categories with their
 * subcategories in order, each with its names in English and Bengali, its products and whether it is hidden; for
 * catalog.change, adding, editing (names, a subcategory's menu items), moving up and down, hiding and showing,
 * and deleting one without products.
 */
export default function CategoriesPage() {
  const { t } = useAdminTranslation();
  const list = useAdminCategories();
  const { data: me } = useStaffMe();
  const mayChange = may(me, 'catalog.change');
  const moveCategory = useMoveCategory();
  const moveSubcategory = useMoveSubcategory();
  const changeCategory = useChangeCategory();
  const changeSubcategory = useChangeSubcategory();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [hiding, setHiding] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const say = (text: string) => (setFailure(null), setMessage(text));
  const then = <T,>(open: (value: T) => void) => (value: T) => (setMessage(null), open(value));
  const on: RowHandlers = {
    busyMoving: moveCategory.isPending || moveSubcategory.isPending,
    move: (target, direction) => {
      setMessage(null);
      const done = { onError: (error: unknown) => setFailure(error), onSuccess: () => setFailure(null) };
      if (target.kind === 'category') moveCategory.mutate({ id: target.row.id, direction }, done);
      else moveSubcategory.mutate({ id: target.row.id, direction }, done);
    },
    edit: then(setEditing),
    show: then((target: Row) => {
      const done = { onSuccess: () => say(t('categories.shownDone', { name: target.row.name })), onError: (error: unknown) => setFailure(error) };
      if (target.kind === 'category') changeCategory.mutate({ id: target.row.id, change: { hidden: false } }, done);
      else changeSubcategory.mutate({ id: target.row.id, change: { hidden: false } }, done);
    }),
    hide: then(setHiding),
    remove: then(setDeleting),
  };

  return (
    <ListPage
      title={t('categories.title')}
      intro={t('categories.intro')}
      actions={mayChange && <button type="button" className={buttonClass('primary')} onClick={() => on.edit({ kind: 'new-category' })}>{t('categories.add')}</button>}
      filters={<h2 ref={heading} tabIndex={-1} className="sr-only">{t('categories.tableLabel')}</h2>}
      notice={
        <>
          {message && <Notice announce tone="success">{message}</Notice>}
          {failure !== null && <Notice announce tone="error">{errorText(t, failure)}</Notice>}
        </>
      }
      query={list}
      loading={t('categories.loading')}
      empty={(categories) => (categories.length === 0 ? t('categories.empty') : null)}
      after={
        <>
          {editing && (
            <StructureForm editing={editing} onClose={() => setEditing(null)}
              onDone={(name, added) => (setEditing(null), say(t(added ? 'categories.added' : 'categories.saved', { name })))} />
          )}
          <CategoryConfirms hiding={hiding} deleting={deleting} heading={heading} onDone={say} onClose={() => (setHiding(null), setDeleting(null))} />
        </>
      }
    >
      {(categories) => <CategoriesTable categories={categories} on={mayChange ? on : undefined} />}
    </ListPage>
  );
}
