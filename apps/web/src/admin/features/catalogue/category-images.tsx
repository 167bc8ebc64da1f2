import { useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, AdminSubcategory } from '@shop/shared';
import { catalogueStructureKeys } from '../../api/catalogue-structure';
import { uploadCategoryImage, uploadSubcategoryBanner } from '../../api/product-images';
import { ImageUpload } from '../../components/image-upload';
import { useAdminTranslation } from '../../i18n/i18n';

/** After an upload: the tree is read again, so the new image shows here and in every list. */
function useCategoriesRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: catalogueStructureKeys.categories });
}

/** A category's tile and banner: what the shop shows now, and a file input to change each. */
export function CategoryImages({ category }: { category: AdminCategory }) {
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
export function SubcategoryBanner({ subcategory }: { subcategory: AdminSubcategory }) {
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
