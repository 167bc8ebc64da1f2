import { ChatLink } from './chat-link';
import { ScrollToTopButton } from './scroll-to-top-button';

/**
 * The bottom-right corner of every page: back-to-top above the chat button. The wrapper lets clicks
 * through (pointer-events-none) so it never blocks the page under its empty space.
 */
export function FloatingActions({ showScrollToTop }: { showScrollToTop: boolean }) {
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-center gap-3 sm:right-6 sm:bottom-6 [&>*]:pointer-events-auto">
      <ScrollToTopButton visible={showScrollToTop} />
      <ChatLink />
    </div>
  );
}
