import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useChangeProductImages, useProductImages, type ProductImageChange } from '../api/product-images';
import { useAdminTranslation } from '../i18n/i18n';
import { IMAGE_ACCEPT, imageErrorText, localImageRefusal } from './image-upload';
import { Notice } from '../../components/ui/notice';
import { SMALL_BUTTON } from '../kit/controls';

interface Props {
  productId: number;
  /** The photos as the product's answer gave them (shown until the list is read again). */
  images: string[];
  /** catalog.change: uploading, moving, replacing and deleting; without it the photos are only shown. */
  canChange: boolean;
  /** After each change the server took (the editor may read the product again). */
  onChanged?: () => void;
}

type Focus = { url: string; control: 'earlier' | 'later' } | null;

/**
 * A product's photos in the back office (docs/product/back-office-catalogue-images.md): in their order, the first
 * the main one; staff with catalog.change add one or several (from a phone's camera or gallery, or a computer),
 * move one earlier or later, replace or delete one. Refusals are worded from their field codes.
 */
export function ProductImages({ productId, images: initial, canChange, onChanged }: Props) {
  const { t } = useAdminTranslation();
  const inputId = useId();
  const query = useProductImages(productId, initial);
  const images = query.data ?? initial;
  const change = useChangeProductImages(productId);
  const [message, setMessage] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [focus, setFocus] = useState<Focus>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replacing = useRef<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const busy = change.isPending;

  // After a move, the pressed button's photo keeps the focus, so the keyboard can press again.
  useEffect(() => {
    if (!focus) return;
    const index = images.indexOf(focus.url);
    const control = focus.control === 'earlier' && index === 0 ? 'later' : focus.control === 'later' && index === images.length - 1 ? 'earlier' : focus.control;
    buttons.current.get(`${focus.url}:${control}`)?.focus();
    setFocus(null);
  }, [focus, images]);

  const run = async (step: ProductImageChange, done: string) => {
    try {
      await change.mutateAsync(step);
      setMessage({ tone: 'success', text: done });
      onChanged?.();
      return true;
    } catch (error) {
      setMessage({ tone: 'error', text: imageErrorText(t, error) });
      return false;
    }
  };

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    const refused = files.map((file) => localImageRefusal(t, file)).find(Boolean);
    if (refused) return setMessage({ tone: 'error', text: refused });
    for (const [i, file] of files.entries()) {
      setMessage({ tone: 'info', text: t('productImages.uploading', { done: i + 1, count: files.length }) });
      if (!(await run({ kind: 'add', file }, t('productImages.added')))) return;
    }
  };

  const replace = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const position = replacing.current;
    input.value = '';
    if (!file || position === null) return;
    const refused = localImageRefusal(t, file);
    if (refused) return setMessage({ tone: 'error', text: refused });
    setMessage({ tone: 'info', text: t('productImages.working') });
    await run({ kind: 'replace', position, file }, t('productImages.replaced', { n: position + 1 }));
  };

  const move = async (position: number, by: -1 | 1) => {
    const order = images.map((_, i) => i);
    [order[position], order[position + by]] = [order[position + by]!, order[position]!];
    const url = images[position]!;
    if (await run({ kind: 'reorder', order }, t('productImages.moved', { n: position + by + 1 }))) setFocus({ url, control: by === -1 ? 'earlier' : 'later' });
  };

  const remove = async () => {
    if (deleting === null) return;
    if (await run({ kind: 'delete', position: deleting }, t('productImages.deleted'))) setDeleting(null);
  };

  const keep = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className="flex flex-col gap-3">
      {images.length === 0 ? (
        <p className="text-sm text-slate-600">{t('productImages.empty')}</p>
      ) : (
        <ol aria-label={t('productImages.listLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {images.map((url, i) => {
            const n = i + 1;
            return (
              <li key={`${url}-${i}`} className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-2">
                <img src={url} alt={t('productImages.photoAlt', { n, count: images.length })} width={120} height={150} className="aspect-[4/5] w-full rounded object-cover" />
                {i === 0 && <span className="text-xs font-semibold text-slate-700">{t('productImages.main')}</span>}
                {canChange && (
                  <div className="flex flex-wrap gap-1.5">
                    <button type="button" ref={keep(`${url}:earlier`)} className={SMALL_BUTTON} disabled={busy || i === 0} aria-label={t('productImages.earlierOf', { n })} onClick={() => void move(i, -1)}>
                      {t('productImages.earlier')}
                    </button>
                    <button type="button" ref={keep(`${url}:later`)} className={SMALL_BUTTON} disabled={busy || i === images.length - 1} aria-label={t('productImages.laterOf', { n })} onClick={() => void move(i, 1)}>
                      {t('productImages.later')}
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      disabled={busy}
                      aria-label={t('productImages.replaceOf', { n })}
                      onClick={() => {
                        replacing.current = i;
                        replaceInput.current?.click();
                      }}
                    >
                      {t('productImages.replace')}
                    </button>
                    <button type="button" className={SMALL_BUTTON} disabled={busy} aria-label={t('productImages.deleteOf', { n })} onClick={() => (change.reset(), setDeleting(i))}>
                      {t('productImages.delete')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {canChange ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t('productImages.add')}
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            disabled={busy}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => void add(event)}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
          <p id={`${inputId}-hint`} className="text-xs text-slate-600">
            {t('productImages.hint')}
          </p>
          {/* The file chooser of Replace: opened by that photo's button, so it needs no label of its own on screen. */}
          <input ref={replaceInput} type="file" accept={IMAGE_ACCEPT} hidden aria-label={t('productImages.replaceInput', { n: (replacing.current ?? 0) + 1 })} onChange={(event) => void replace(event)} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('productImages.readOnly')}</p>
      )}
      {message && <Notice announce tone={message.tone}>{message.text}</Notice>}
      <ConfirmDialog
        open={deleting !== null}
        title={t('productImages.deleteTitle', { n: (deleting ?? 0) + 1 })}
        message={images.length === 1 ? t('productImages.deleteLastText') : t('productImages.deleteText')}
        confirmLabel={t('productImages.delete')}
        cancelLabel={t('productImages.cancel')}
        busy={busy}
        busyLabel={t('productImages.deleting')}
        error={deleting !== null && change.error ? imageErrorText(t, change.error) : null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
