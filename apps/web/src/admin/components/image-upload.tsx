import { useId, useState, type ChangeEvent } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@shop/shared';
import { ApiError } from '../../lib/api-client';
import { useAdminTranslation } from '../i18n/i18n';
import { errorText } from './error-text';
import { Notice } from '../../components/ui/notice';
import type { TFunction } from 'i18next';

/** What the file input offers: the types the shop takes. `capture` is left out, so a phone offers camera and gallery. */
export const IMAGE_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

/**
 * Why a file cannot be sent, checked in the browser before a slow upload (the server checks again): its type
 * as the browser knows it, and its size. Null when it may go.
 */
export function localImageRefusal(t: TFunction<'admin'>, file: File): string | null {
  if (file.type && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return t('productImages.errors.type', { name: file.name });
  if (file.size > IMAGE_MAX_BYTES) return t('productImages.errors.tooLarge', { name: file.name });
  return null;
}

/** A refused upload in the back office's words, chosen by its field code (docs/decisions/032). */
export function imageErrorText(t: TFunction<'admin'>, error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.fieldCodes.image ?? error.fieldCodes.order) {
      case 'image_required':
        return t('productImages.errors.required');
      case 'image_type':
        return t('productImages.errors.typeUnnamed');
      case 'image_too_large':
        return t('productImages.errors.tooLargeUnnamed');
      case 'image_too_many_pixels':
        return t('productImages.errors.tooManyPixels');
      case 'image_unreadable':
        return t('productImages.errors.unreadable');
      case 'images_full':
        return t('productImages.errors.full');
      case 'image_order_invalid':
        return t('productImages.errors.order');
      default:
        if (error.code === 'payload_too_large') return t('productImages.errors.tooLargeUnnamed');
    }
  }
  return errorText(t, error);
}

interface Props {
  /** What the image is ('Tile image of Men'): the file input's label. */
  label: string;
  /** The address of the image shown now, or null. */
  current: string | null;
  /** Sends the file (api/product-images.ts uploadCategoryImage, uploadSubcategoryBanner); a refusal is worded here. */
  upload: (file: File) => Promise<void>;
  disabled?: boolean;
}

/** One image of a category or subcategory (its tile or banner): what is shown now, and a labelled file input to change it. */
export function ImageUpload({ label, current, upload, disabled = false }: Props) {
  const { t } = useAdminTranslation();
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: boolean }>({ busy: false, error: null, done: false });

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refusal = localImageRefusal(t, file);
    if (refusal) return setState({ busy: false, error: refusal, done: false });
    setState({ busy: true, error: null, done: false });
    try {
      await upload(file);
      setState({ busy: false, error: null, done: true });
    } catch (error) {
      setState({ busy: false, error: imageErrorText(t, error), done: false });
    } finally {
      input.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {current ? (
        <img src={current} alt={t('imageUpload.currentOf', { label })} className="h-24 w-auto max-w-full rounded border border-slate-200 object-cover" />
      ) : (
        <p className="text-sm text-slate-600">{t('imageUpload.none')}</p>
      )}
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled || state.busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void chosen(event)}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('imageUpload.hint')}
      </p>
      {state.busy && <Notice announce tone="info">{t('imageUpload.uploading')}</Notice>}
      {state.done && <Notice announce tone="success">{t('imageUpload.done')}</Notice>}
      {state.error && <Notice announce tone="error">{state.error}</Notice>}
    </div>
  );
}
