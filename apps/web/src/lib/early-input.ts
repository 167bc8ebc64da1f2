/**
 * What a shopper did on a page drawn by the server before the app had taken it over (docs/decisions/034), as
 * public/preferences-init.js notes it: presses on buttons, sizes, tabs, and sorts chosen. Replayed, in order,
 * once the app has taken the page over, so nothing is lost: the sort is applied, the size chosen and Add to
 * Cart pressed as if the app had been there all along.
 */
type EarlyInput =
  | { type: 'click'; target: HTMLElement; checked?: boolean }
  | { type: 'change'; target: HTMLSelectElement; value: string };

declare global {
  interface Window {
    shopEarlyInput?: { take: () => EarlyInput[] };
  }
}

let replaying = false;

/** Whether the app is replaying the shopper's early input (components/ui/below-fold.tsx counts it as theirs). */
export function isReplayingInput(): boolean {
  return replaying;
}

/** One input, handed to the app as the browser would have. */
function replay(input: EarlyInput): void {
  const { target } = input;
  if (!target.isConnected) return;
  replaying = true;
  try {
    if (input.type === 'change') {
      // The property's own setter: React notes values set through the element and would not see a change.
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(target, input.value);
      target.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    // A size or a box: back to how it was before the shopper's press, which the click then makes again, so the
    // app sees the change (React compares with the value it knows).
    if (input.checked !== undefined && target instanceof HTMLInputElement) target.checked = !input.checked;
    target.click();
  } finally {
    replaying = false;
  }
}

/** Replays what the shopper did before the app took the page over; each input after the app has handled the last. */
export async function replayEarlyInput(): Promise<void> {
  const inputs = typeof window === 'undefined' ? [] : (window.shopEarlyInput?.take() ?? []);
  for (const input of inputs) {
    replay(input);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
