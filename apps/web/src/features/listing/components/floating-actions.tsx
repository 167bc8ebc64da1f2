import { FloatingCorner } from '../../../components/ui/floating-corner';
import { CartDrawer } from './cart-drawer';
import { ChatWidget } from './chat-widget';

/**
 * The products page's own corner: the cart drawer's button above the live chat. Bottom left, because
 * the layout keeps the bottom right for back-to-top and its chat link on every page.
 */
export function FloatingActions() {
  return (
    <FloatingCorner side="left">
      <CartDrawer />
      <div className="relative">
        <ChatWidget />
      </div>
    </FloatingCorner>
  );
}
