import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { isReplayingInput } from '../../lib/early-input';
import { isHydrating } from '../../lib/hydration';
import { useWhenNear } from '../../lib/use-near-viewport';

/** How far ahead of the screen a part starts to hydrate: one screen, so it is ready before it is seen. */
const HYDRATE_AHEAD = '100% 0px';

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  const gate = { opened: false } as Gate;
  gate.promise = new Promise<void>((resolve) => {
    gate.open = () => {
      gate.opened = true;
      resolve();
    };
  });
  return gate;
}

/**
 * A part of a long page that is usually below its first screen (docs/decisions/023).
 *
 * The browser lays it out and paints it only as the shopper scrolls near (index.css, `below-fold`). On a page
 * drawn by the server the part is shown as drawn and React hydrates it only once it comes within a screen of
 * being seen: its Suspense boundary stays dehydrated until then, so a phone does not spend its first seconds
 * making interactive what nobody has scrolled to. A press, key or input on the part before then hydrates it on
 * the spot (React hydrates the event's target synchronously, and the gate opens for a shopper's event), so no
 * click is lost. On a page the app draws itself, the part renders at once.
 *
 * `mine`: what the part shows is the shopper's own (kept in this browser), which the server cannot draw; it is
 * taken over with the first screen, so it shows as soon as the page is the app's.
 */
export function BelowFold({ children, mine = false }: { children: ReactNode; mine?: boolean }) {
  const [gate] = useState(() => (isHydrating() && !mine ? createGate() : null));
  // The gate opens outside React's render: redrawing this part while it waits would force it to hydrate.
  const ref = useWhenNear<HTMLDivElement>(HYDRATE_AHEAD, gate && !gate.opened ? gate.open : null);
  useEffect(() => {
    const element = ref.current;
    if (!gate || gate.opened || !element) return;
    // Should React ever have to draw the part afresh while it waits, the part keeps its room (index.css), so
    // that it can still come near the screen and be drawn; it is the app's once the gate opens, however opened.
    element.dataset.waiting = '';
    void gate.promise.then(() => delete element.dataset.waiting);
  }, [gate, ref]);

  return (
    <div ref={ref} className="below-fold">
      <Suspense fallback={null}>
        <HydrationGate gate={gate}>{children}</HydrationGate>
      </Suspense>
    </div>
  );
}

/**
 * Rendered while a shopper's press, key, touch, focus or input is being dispatched, or replayed (what they did
 * before the app took the page over, lib/early-input.ts): React is hydrating the part the event landed on.
 * (React's own scheduler runs its work in message events, which are trusted too.)
 */
function duringShopperInput(): boolean {
  return isReplayingInput() || (typeof window !== 'undefined' && window.event instanceof UIEvent && window.event.isTrusted);
}

function HydrationGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.opened) {
    if (duringShopperInput()) gate.open();
    else use(gate.promise);
  }
  return children;
}
