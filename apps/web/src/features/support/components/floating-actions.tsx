import { ChatLink } from './chat-link';
import { ScrollToTopButton } from './scroll-to-top-button';

/**
 * The bottom-right corner of every page: back-to-top above the chat button. The wrapper lets clicks
 * through (pointer-events-none) so it never blocks the page under its empty space. A page with a live
 * chat of its own (the products page) leaves the chat button out, so there is one way to chat.
 */
export function FloatingActions({ showScrollToTop, showChat = true }: { showScrollToTop: boolean; showChat?: boolean }) {
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-center gap-3 sm:right-6 sm:bottom-6 [&>*]:pointer-events-auto">
      <ScrollToTopButton visible={showScrollToTop} />
      {showChat && <ChatLink />}
    </div>
  );
}
