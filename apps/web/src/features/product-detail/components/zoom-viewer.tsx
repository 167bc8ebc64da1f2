import { useTranslation } from 'react-i18next';
import type { KeyboardEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { ChevronRightIcon, CloseIcon } from '../../../components/ui/icons';
import { useSwipe } from '../hooks/use-swipe';

interface Props {
  images: readonly string[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onClose: () => void;
}

const roundButton =
  'flex size-11 items-center justify-center rounded-full bg-slate-900/70 text-white ring-1 ring-white/25 transition-colors hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Full-screen view of the product's images: arrow keys and swipes move between them, wrapping around. */
export function ZoomViewer({ images, name, index, onIndexChange, open, onClose }: Props) {
  const { t } = useTranslation();
  const count = images.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  const { handlers } = useSwipe((direction) => go(direction === 'next' ? 1 : -1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('productPage.gallery.viewerLabel', { name })}
      hideHeader
      placement="full"
      tone="dark"
      padded={false}
      onKeyDown={onKeyDown}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 p-3">
          <p aria-live="polite" className="text-sm font-medium tabular-nums">
            {t('productPage.gallery.counter', { current: index + 1, count })}
          </p>
          <button type="button" onClick={onClose} aria-label={t('productPage.gallery.close')} className={roundButton}>
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div {...handlers} className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-6 select-none">
          <img
            src={images[index]}
            alt={t('productPage.gallery.imageAlt', { name, current: index + 1, count })}
            width={600}
            height={750}
            draggable={false}
            className="max-h-full w-auto max-w-full object-contain"
          />
          {count > 1 && (
            <>
              <button type="button" onClick={() => go(-1)} aria-label={t('productPage.gallery.previous')} className={`${roundButton} absolute left-3`}>
                <ChevronRightIcon className="size-6 rotate-180" />
              </button>
              <button type="button" onClick={() => go(1)} aria-label={t('productPage.gallery.next')} className={`${roundButton} absolute right-3`}>
                <ChevronRightIcon className="size-6" />
              </button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
