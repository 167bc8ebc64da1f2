import { FloatingCorner } from '../../../components/ui/floating-corner';
import { ChatLink } from './chat-link';
import { ScrollToTopButton } from './scroll-to-top-button';

/**
 * The bottom-right corner of every page: back-to-top above the chat button. A page with a live chat of its
 * own (the products page) leaves the chat button out, so there is one way to chat.
 */
export function FloatingActions({ showScrollToTop, showChat = true }: { showScrollToTop: boolean; showChat?: boolean }) {
  return (
    <FloatingCorner side="right">
      <ScrollToTopButton visible={showScrollToTop} />
      {showChat && <ChatLink />}
    </FloatingCorner>
  );
}
