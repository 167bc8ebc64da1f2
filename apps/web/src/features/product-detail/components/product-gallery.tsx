import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../../components/ui/product-image';
import { useSwipe } from '../hooks/use-swipe';
import { ZoomViewer } from './zoom-viewer';

interface Props {
  images: readonly string[];
  name: string;
}

/** The main picture with its thumbnails; the picture opens the full-screen viewer. */
export function ProductGallery({ images, name }: Props) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const { handlers, wasSwipe } = useSwipe((direction) => setIndex((i) => (i + (direction === 'next' ? 1 : -1) + count) % count));

  return (
    <div className="flex flex-col gap-3 self-start lg:flex-row-reverse lg:items-start">
      <button
        type="button"
        {...handlers}
        onClick={() => !wasSwipe() && setZoomed(true)}
        aria-label={t('productPage.gallery.zoom', { current: index + 1, count })}
        className="group relative block flex-1 cursor-zoom-in touch-pan-y overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-slate-800"
      >
        {/* The first picture is the page's largest paint: fetched at once and first. */}
        <ProductImage key={images[index]} src={images[index]} alt={t('productPage.gallery.imageAlt', { name, current: index + 1, count })} eager={index === 0} />
        <span aria-hidden="true" className="absolute right-2 bottom-2 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-medium text-white">
          {t('productPage.gallery.counter', { current: index + 1, count })}
        </span>
      </button>
      {count > 1 && (
        <ul className="relative flex gap-2 overflow-x-auto lg:w-16 lg:flex-col lg:overflow-visible" aria-label={t('productPage.gallery.thumbnails')}>
          {images.map((src, i) => (
            <li key={`${src}-${i}`} className="w-16 shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('productPage.gallery.show', { current: i + 1, count })}
                aria-current={i === index || undefined}
                className={`block w-full overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                  i === index ? 'border-brand-500' : 'border-transparent hover:border-slate-300 dark:hover:border-slate-600'
                }`}
              >
                {/* Plain <img>: the thumbnails are in view but must not compete with the main picture. */}
                <img src={src} alt="" width={64} height={80} decoding="async" className="aspect-[4/5] w-full bg-slate-100 object-cover dark:bg-slate-800" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ZoomViewer images={images} name={name} index={index} onIndexChange={setIndex} open={zoomed} onClose={() => setZoomed(false)} />
    </div>
  );
}
