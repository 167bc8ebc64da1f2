import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, AdminSubcategory } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { PageStatus } from '../../components/ui/page-status';
import { StatusBadge } from '../../components/ui/status-badge';
import { ApiError } from '../../lib/api-client';
import { formatNumber, toLanguage } from '../../lib/format';
import {
  useAddCategory, useAddSubcategory, useAdminCategories, useChangeCategory, useChangeSubcategory, useDeleteCategory, useDeleteSubcategory,
  catalogueStructureKeys, useMoveCategory, useMoveSubcategory,
} from '../api/catalogue-structure';
import { may, useStaffMe } from '../api/session';
import { uploadCategoryImage, uploadSubcategoryBanner } from '../api/product-images';
import { errorText } from '../components/error-text';
import { ImageUpload } from '../components/image-upload';
import { Notice } from '../components/notice';
import { Page, PageError } from '../components/page';
import { TextField } from '../components/text-field';
import { CELL, DataTable, TABLE_HEAD } from '../components/data-table';
import { useAdminTranslation } from '../i18n/i18n';
import { SMALL_BUTTON } from '../components/small-button';

/** A row of the tree: a category, or one of its subcategories. */
type Row = { kind: 'category'; row: AdminCategory } | { kind: 'subcategory'; row: AdminSubcategory; parent: AdminCategory };
type Editing = Row | { kind: 'new-category' } | { kind: 'new-subcategory'; parent: AdminCategory };

/**
 * /admin/categories (docs/product/back-office-categories-brands.md): the menu's tree, categories with their
 * subcategories in order, each with its names in English and Bengali, its products and whether it is hidden; for
 * catalog.change, adding, editing (names, a subcategory's menu items), moving up and down, hiding and showing,
 * and deleting one without products.
 */
export default function CategoriesPage() {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
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

  if (list.error) return <PageError error={list.error} retry={() => void list.refetch()} />;

  const say = (text: string) => (setFailure(null), setMessage(text));
  const move = (target: Row, direction: 'up' | 'down') => {
    setMessage(null);
    const done = { onError: (error: unknown) => setFailure(error), onSuccess: () => setFailure(null) };
    if (target.kind === 'category') moveCategory.mutate({ id: target.row.id, direction }, done);
    else moveSubcategory.mutate({ id: target.row.id, direction }, done);
  };
  const setHidden = (target: Row, hidden: boolean) => {
    const done = {
      onSuccess: () => (say(t(hidden ? 'categories.hiddenDone' : 'categories.shownDone', { name: target.row.name })), setHiding(null)),
      onError: (error: unknown) => hidden || setFailure(error),
    };
    if (target.kind === 'category') changeCategory.mutate({ id: target.row.id, change: { hidden } }, done);
    else changeSubcategory.mutate({ id: target.row.id, change: { hidden } }, done);
  };
  const hideError = changeCategory.error ?? changeSubcategory.error;
  const busyMoving = moveCategory.isPending || moveSubcategory.isPending;

  const rowActions = (target: Row, index: number, count: number) => {
    const { name } = target.row;
    return (
      <div className="flex max-w-md flex-wrap gap-1.5">
        <button type="button" className={SMALL_BUTTON} disabled={busyMoving || index === 0} onClick={() => move(target, 'up')} aria-label={t('categories.moveUpOf', { name })}>
          <span aria-hidden="true">↑ </span>{t('categories.moveUp')}
        </button>
        <button type="button" className={SMALL_BUTTON} disabled={busyMoving || index === count - 1} onClick={() => move(target, 'down')} aria-label={t('categories.moveDownOf', { name })}>
          <span aria-hidden="true">↓ </span>{t('categories.moveDown')}
        </button>
        <button type="button" className={SMALL_BUTTON} onClick={() => (setMessage(null), setEditing(target))} aria-label={t('categories.editOf', { name })}>
          {t('categories.edit')}
        </button>
        {target.row.hidden ? (
          <button type="button" className={SMALL_BUTTON} onClick={() => (setMessage(null), setHidden(target, false))} aria-label={t('categories.showOf', { name })}>
            {t('categories.show')}
          </button>
        ) : (
          <button type="button" className={SMALL_BUTTON} onClick={() => (setMessage(null), setHiding(target))} aria-label={t('categories.hideOf', { name })}>
            {t('categories.hide')}
          </button>
        )}
        {deletable(target) && (
          <button type="button" className={SMALL_BUTTON} onClick={() => (setMessage(null), setDeleting(target))} aria-label={t('categories.deleteOf', { name })}>
            {t('categories.delete')}
          </button>
        )}
        {target.kind === 'category' && (
          <button
            type="button"
            className={SMALL_BUTTON}
            onClick={() => (setMessage(null), setEditing({ kind: 'new-subcategory', parent: target.row }))}
            aria-label={t('categories.addSubcategoryOf', { name })}
          >
            {t('categories.addSubcategory')}
          </button>
        )}
      </div>
    );
  };

  const state = (hidden: boolean) =>
    hidden ? <StatusBadge tone="gray">{t('categories.hidden')}</StatusBadge> : <StatusBadge tone="green">{t('categories.shown')}</StatusBadge>;

  return (
    <Page
      title={t('categories.title')}
      intro={t('categories.intro')}
      actions={
        mayChange && (
          <button type="button" className={buttonClass('primary')} onClick={() => (setMessage(null), setEditing({ kind: 'new-category' }))}>
            {t('categories.add')}
          </button>
        )
      }
    >
      <h2 ref={heading} tabIndex={-1} className="sr-only">{t('categories.tableLabel')}</h2>
      {message && <Notice tone="success">{message}</Notice>}
      {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
      {list.isPending ? (
        <PageStatus title={t('categories.loading')} busy />
      ) : list.data.length === 0 ? (
        <PageStatus title={t('categories.empty')} />
      ) : (
        <DataTable label={t('categories.tableLabel')} busy={busyMoving}>
          <thead className={TABLE_HEAD}>
            <tr>
              <th scope="col" className={CELL}>{t('categories.name')}</th>
              <th scope="col" className={CELL}>{t('categories.nameBn')}</th>
              <th scope="col" className={CELL}>{t('categories.items')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('categories.products')}</th>
              <th scope="col" className={CELL}>{t('categories.state')}</th>
              {mayChange && <th scope="col" className={CELL}>{t('categories.actions')}</th>}
            </tr>
          </thead>
          {list.data.map((category, index) => (
            <tbody key={category.id} className="divide-y divide-slate-200 border-t-2 border-slate-300 align-top">
              <tr className={category.hidden ? 'bg-slate-50 text-slate-600' : 'bg-white'}>
                <th scope="row" className={`${CELL} font-semibold`}>{category.name}</th>
                <td className={`${CELL} font-semibold`} lang="bn">{category.name_bn}</td>
                <td className={CELL} />
                <td className={`${CELL} text-right`}>{formatNumber(category.product_count, language)}</td>
                <td className={CELL}>{state(category.hidden)}</td>
                {mayChange && <td className={CELL}>{rowActions({ kind: 'category', row: category }, index, list.data.length)}</td>}
              </tr>
              {category.subcategories.map((sub, subIndex) => (
                <tr key={sub.id} className={sub.hidden || category.hidden ? 'bg-slate-50 text-slate-600' : undefined}>
                  <th scope="row" className={`${CELL} pl-8 font-normal`}>
                    <span className="sr-only">{t('categories.subcategoryOf', { name: category.name })}: </span>
                    <span aria-hidden="true" className="text-slate-500">└ </span>
                    {sub.name}
                  </th>
                  <td className={CELL} lang="bn">{sub.name_bn}</td>
                  <td className={`${CELL} max-w-56 text-sm`}>{sub.items.length ? sub.items.join(', ') : <span className="text-slate-600">{t('categories.noItems')}</span>}</td>
                  <td className={`${CELL} text-right`}>{formatNumber(sub.product_count, language)}</td>
                  <td className={CELL}>{state(sub.hidden)}</td>
                  {mayChange && (
                    <td className={CELL}>{rowActions({ kind: 'subcategory', row: sub, parent: category }, subIndex, category.subcategories.length)}</td>
                  )}
                </tr>
              ))}
            </tbody>
          ))}
        </DataTable>
      )}
      {editing && (
        <StructureForm
          editing={editing}
          onClose={() => setEditing(null)}
          onDone={(name, added) => (setEditing(null), say(t(added ? 'categories.added' : 'categories.saved', { name })))}
        />
      )}
      <ConfirmDialog
        open={hiding !== null}
        title={t('categories.hideTitle', { name: hiding?.row.name ?? '' })}
        message={t('categories.hideText', { count: hiding?.row.product_count ?? 0 })}
        confirmLabel={t('categories.hide')}
        cancelLabel={t('categories.cancel')}
        busy={changeCategory.isPending || changeSubcategory.isPending}
        busyLabel={t('categories.working')}
        error={hideError ? errorText(t, hideError) : null}
        onCancel={() => (changeCategory.reset(), changeSubcategory.reset(), setHiding(null))}
        onConfirm={() => hiding && setHidden(hiding, true)}
        fallbackFocus={heading}
      />
      <DeleteDialog target={deleting} onCancel={() => setDeleting(null)} onDone={(name) => (setDeleting(null), say(t('categories.deleted', { name })))} fallbackFocus={heading} />
    </Page>
  );
}

/** Only one without products (and, a category, without subcategories) may be deleted; the server checks again. */
const deletable = (target: Row) =>
  target.row.product_count === 0 && (target.kind === 'subcategory' || target.row.subcategories.length === 0);

function DeleteDialog({ target, onCancel, onDone, fallbackFocus }: {
  target: Row | null; onCancel: () => void; onDone: (name: string) => void; fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useAdminTranslation();
  const deleteCategory = useDeleteCategory();
  const deleteSubcategory = useDeleteSubcategory();
  const error = deleteCategory.error ?? deleteSubcategory.error;
  const confirm = () => {
    if (!target) return;
    const done = { onSuccess: () => onDone(target.row.name) };
    if (target.kind === 'category') deleteCategory.mutate(target.row.id, done);
    else deleteSubcategory.mutate(target.row.id, done);
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={t('categories.deleteTitle', { name: target?.row.name ?? '' })}
      message={t('categories.deleteText')}
      confirmLabel={t('categories.delete')}
      cancelLabel={t('categories.cancel')}
      busy={deleteCategory.isPending || deleteSubcategory.isPending}
      busyLabel={t('categories.working')}
      error={error ? errorText(t, error, { has_products: t('categories.hasProducts'), conflict: t('categories.hasSubcategories') }) : null}
      onCancel={() => (deleteCategory.reset(), deleteSubcategory.reset(), onCancel())}
      onConfirm={confirm}
      fallbackFocus={fallbackFocus}
    />
  );
}

/** Adding a category or a subcategory, or editing one: names in both languages, a subcategory's menu items. */
function StructureForm({ editing, onClose, onDone }: { editing: Editing; onClose: () => void; onDone: (name: string, added: boolean) => void }) {
  const { t } = useAdminTranslation();
  const itemsId = useId();
  const addCategory = useAddCategory();
  const addSubcategory = useAddSubcategory();
  const changeCategory = useChangeCategory();
  const changeSubcategory = useChangeSubcategory();
  const busy = addCategory.isPending || addSubcategory.isPending || changeCategory.isPending || changeSubcategory.isPending;
  const error = addCategory.error ?? addSubcategory.error ?? changeCategory.error ?? changeSubcategory.error;
  const named = error instanceof ApiError && (error.code === 'validation_error' || error.code === 'conflict') ? error.fieldCodes : {};
  const fieldText = (field: 'name' | 'name_bn' | 'items') =>
    named[field] === 'name_taken' ? t('categories.fieldErrors.nameTaken') : Object.keys(named).some((key) => key === field || key.startsWith(`${field}.`)) ? t(`categories.fieldErrors.${field}`) : null;

  const current = editing.kind === 'category' || editing.kind === 'subcategory' ? editing.row : null;
  const isSubcategory = editing.kind === 'subcategory' || editing.kind === 'new-subcategory';
  const subcategory = editing.kind === 'subcategory' ? editing.row : null;
  const title =
    editing.kind === 'new-category' ? t('categories.addTitle')
      : editing.kind === 'new-subcategory' ? t('categories.addSubcategoryOf', { name: editing.parent.name })
        : t('categories.editTitle', { name: editing.row.name });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const names = { name: String(form.get('name') ?? '').trim(), name_bn: String(form.get('name_bn') ?? '').trim() };
    const items = String(form.get('items') ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
    const done = (added: boolean) => ({ onSuccess: () => onDone(names.name, added) });
    if (editing.kind === 'new-category') addCategory.mutate(names, done(true));
    else if (editing.kind === 'new-subcategory') addSubcategory.mutate({ category_id: editing.parent.id, ...names, items }, done(true));
    else if (editing.kind === 'category') changeCategory.mutate({ id: editing.row.id, change: names }, done(false));
    else changeSubcategory.mutate({ id: editing.row.id, change: { ...names, items } }, done(false));
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} title={title} size="md" closeLabel={t('categories.cancel')} closeOnBackdrop={false}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextField label={t('categories.name')} name="name" required maxLength={60} defaultValue={current?.name ?? ''} hint={t('categories.nameHint')} error={fieldText('name')} />
        <TextField label={t('categories.nameBn')} name="name_bn" lang="bn" required maxLength={60} defaultValue={current?.name_bn ?? ''} error={fieldText('name_bn')} />
        {isSubcategory && (
          <div className="flex flex-col gap-1">
            <label htmlFor={itemsId} className="text-sm font-medium text-slate-700">{t('categories.items')}</label>
            <textarea
              id={itemsId}
              name="items"
              rows={5}
              defaultValue={subcategory?.items.join('\n') ?? ''}
              aria-describedby={`${itemsId}-hint${fieldText('items') ? ` ${itemsId}-error` : ''}`}
              aria-invalid={fieldText('items') ? true : undefined}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600"
            />
            <p id={`${itemsId}-hint`} className="text-xs text-slate-600">{t('categories.itemsHint')}</p>
            {fieldText('items') && <p id={`${itemsId}-error`} className="text-sm text-red-700">{fieldText('items')}</p>}
          </div>
        )}
        {editing.kind === 'category' && <CategoryImages category={editing.row} />}
        {editing.kind === 'subcategory' && <SubcategoryBanner subcategory={editing.row} />}
        {error && <Notice tone="error">{errorText(t, error, { conflict: t('categories.fieldErrors.nameTaken') })}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={buttonClass('secondary')}>{t('categories.cancel')}</button>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {busy ? t('categories.working') : current ? t('categories.save') : t('categories.addSubmit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** A category's tile and banner: what the shop shows now, and a file input to change each. */
function CategoryImages({ category }: { category: AdminCategory }) {
  const { t } = useAdminTranslation();
  const refresh = useCategoriesRefresh();
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('categories.images')}</legend>
      <ImageUpload
        label={t('categories.tileImage', { name: category.name })}
        current={category.image}
        upload={(file) => uploadCategoryImage(category.id, 'tile', file).then(refresh)}
      />
      <ImageUpload
        label={t('categories.bannerImage', { name: category.name })}
        current={category.banner_image}
        upload={(file) => uploadCategoryImage(category.id, 'banner', file).then(refresh)}
      />
    </fieldset>
  );
}

/** A subcategory's banner: what the shop shows now, and a file input to change it. */
function SubcategoryBanner({ subcategory }: { subcategory: AdminSubcategory }) {
  const { t } = useAdminTranslation();
  const refresh = useCategoriesRefresh();
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('categories.images')}</legend>
      <ImageUpload
        label={t('categories.bannerImage', { name: subcategory.name })}
        current={subcategory.banner_image}
        upload={(file) => uploadSubcategoryBanner(subcategory.id, file).then(refresh)}
      />
    </fieldset>
  );
}

/** After an upload: the tree is read again, so the new image shows here and in every list. */
function useCategoriesRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: catalogueStructureKeys.categories });
}
