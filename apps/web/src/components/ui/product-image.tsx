import { useState } from 'react';

// Shown when a product has no image or its file fails to load (CSP allows data: images).
const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"><rect width="400" height="500" fill="#f1f5f9"/><path d="M150 190h100l-12 110a12 12 0 0 1-12 10h-52a12 12 0 0 1-12-10z" fill="#cbd5e1"/><path d="M175 190v-12a25 25 0 0 1 50 0v12" fill="none" stroke="#cbd5e1" stroke-width="10"/></svg>',
  );

/** Product photos are 4:5; width and height reserve the space so the page does not jump. */
const PRODUCT_IMAGE_WIDTH = 400;
const PRODUCT_IMAGE_HEIGHT = 500;

interface Props {
  src: string | undefined;
  alt: string;
  eager?: boolean;
  className?: string;
}

/** A 4:5 product photo, lazy unless asked, with a neutral drawing when it is missing or fails to load. */
export function ProductImage({ src, alt, eager = false, className = '' }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? PLACEHOLDER : src}
      alt={alt}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={`aspect-[4/5] w-full bg-slate-100 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}
