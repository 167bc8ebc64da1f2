import { CartDrawer } from './cart-drawer';
import { ChatWidget } from './chat-widget';

/**
 * The products page's own corner: the cart drawer's button above the live chat. Bottom left, because
 * the layout keeps the bottom right for back-to-top and its chat link on every page. The wrapper
 * lets clicks through its empty space.
 */
export function FloatingActions() {
  return (
    <div className="pointer-events-none fixed bottom-4 left-4 z-30 flex flex-col items-start gap-3 sm:bottom-6 sm:left-6 [&>*]:pointer-events-auto">
      <CartDrawer />
      <div className="relative">
        <ChatWidget />
      </div>
    </div>
  );
}
