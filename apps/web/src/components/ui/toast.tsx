import { useSyncExternalStore } from 'react';
import { CloseIcon } from './icons';

interface Toast {
  id: number;
  text: string;
  /** The close button's name, in the language of the screen that raised it. */
  dismissLabel: string;
  /** 'error': a change the shop could not make (red, with '!'), else a confirmation. */
  tone: 'success' | 'error';
}

/** Long enough to read a sentence twice; the close button ends it sooner. */
const SHOW_MS = 6000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function dismiss(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/**
 * A short confirmation that outlives the screen that raised it ('Order placed successfully!' shown on
 * the page the shopper is sent to). Read out politely by screen readers; gone after a few seconds.
 */
export function showToast(text: string, dismissLabel: string, tone: Toast['tone'] = 'success'): void {
  const id = nextId++;
  toasts = [...toasts.slice(-2), { id, text, dismissLabel, tone }];
  emit();
  setTimeout(() => dismiss(id), SHOW_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear: mounted once in the page frame, so the live region exists before any toast. */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-3">
      {list.map((toast) => (
        <div
          key={toast.id}
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-lg py-2 pr-2 pl-4 text-sm font-medium text-white shadow-lg transition duration-200 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none ${
            toast.tone === 'error' ? 'bg-red-700' : 'bg-emerald-700'
          }`}
        >
          <span aria-hidden="true">{toast.tone === 'error' ? '!' : '✓'}</span>
          <p className="flex-1">{toast.text}</p>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            aria-label={toast.dismissLabel}
            className="flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
