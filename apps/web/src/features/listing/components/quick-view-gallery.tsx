import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../../components/ui/product-image';

/** The quick view's picture with a thumbnail for each image; choosing one shows it large. */
export function QuickViewGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? images[0];
  return (
    // On a phone the picture stays small enough to leave the size and Add to Cart in view.
    <div className="mx-auto flex w-full max-w-56 flex-col gap-3 sm:max-w-none">
      <ProductImage src={shown} alt={name} eager className="rounded-lg" />
      {images.length > 1 && (
        <ul aria-label={t('listing.quickView.thumbnails')} className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image} className="w-16 shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={i === index || undefined}
                aria-label={t('listing.quickView.showImage', { index: i + 1, count: images.length })}
                className={`block overflow-hidden rounded-md border-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                  i === index ? 'border-brand-500' : 'border-transparent opacity-75 hover:opacity-100'
                }`}
              >
                <ProductImage src={image} alt="" eager />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
