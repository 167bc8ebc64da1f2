import type { FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useAddCategory, useAddSubcategory, useChangeCategory, useChangeSubcategory } from '../../api/catalogue-structure';
import { errorText } from '../../components/error-text';
import { useAdminTranslation } from '../../i18n/i18n';
import { CategoryImages, SubcategoryBanner } from './category-images';
import type { Editing } from './category-rows';
import { TextArea } from '../../kit/choice-fields';

/** Adding a category or a subcategory, or editing one: names in both languages, a subcategory's menu items. */
export function StructureForm({ editing, onClose, onDone }: { editing: Editing; onClose: () => void; onDone: (name: string, added: boolean) => void }) {
  const { t } = useAdminTranslation();
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
          <TextArea label={t('categories.items')} name="items" rows={5} defaultValue={subcategory?.items.join('\n') ?? ''} hint={t('categories.itemsHint')} error={fieldText('items')} />
        )}
        {editing.kind === 'category' && <CategoryImages category={editing.row} />}
        {editing.kind === 'subcategory' && <SubcategoryBanner subcategory={editing.row} />}
        {error && <Notice announce tone="error">{errorText(t, error, { conflict: t('categories.fieldErrors.nameTaken') })}</Notice>}
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
