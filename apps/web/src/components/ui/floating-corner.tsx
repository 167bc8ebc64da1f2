import type { ReactNode } from 'react';
import { useScrollingDown } from '../../lib/use-scrolling-down';

const SIDES = {
  left: 'left-4 items-start sm:left-6',
  right: 'right-4 items-center sm:right-6',
} as const;

/**
 * A bottom corner of the screen holding round buttons (back-to-top, chat, the products page's cart). On a phone
 * they would sit on the cards' prices and buttons, so they move out of the way while the shopper scrolls down
 * and come back as soon as they scroll up; from 640 px up there is room beside the content and they stay. The
 * wrapper lets clicks through its empty space.
 */
export function FloatingCorner({ side, children }: { side: keyof typeof SIDES; children: ReactNode }) {
  const tucked = useScrollingDown();
  return (
    <div
      data-tucked={tucked || undefined}
      className={`pointer-events-none fixed bottom-4 z-30 flex flex-col gap-3 sm:bottom-6 [&>*]:pointer-events-auto ${SIDES[side]} motion-safe:transition-[translate,opacity,visibility] motion-safe:duration-200 max-sm:data-tucked:invisible max-sm:data-tucked:translate-y-[calc(100%+1rem)] max-sm:data-tucked:opacity-0`}
    >
      {children}
    </div>
  );
}
