import { useEffect, useId, useRef, type KeyboardEventHandler, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { useFocusTrap } from './use-focus-trap';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** Read out with the name (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for a question that needs an answer (a confirm). */
  role?: 'dialog' | 'alertdialog';
  /** Width of a centred dialog. */
  size?: 'sm' | 'md' | 'lg';
  /** Centred, a drawer from the left or right edge, or the whole screen (an image viewer). */
  placement?: 'center' | 'left' | 'right' | 'full';
  /** 'dark' for a viewer whose pictures should stand out. */
  tone?: 'light' | 'dark';
  /** Name of the corner close button; without one there is no button (Escape still closes). */
  closeLabel?: string;
  /** Without the title bar: the title is read out but not shown, and the content brings its own close. */
  hideHeader?: boolean;
  /** Off when the content lays out its own edges (a gallery beside the details). */
  padded?: boolean;
  /** A click on the dimmed page closes it; off for forms, where a stray click would lose typing. */
  closeOnBackdrop?: boolean;
  /** Focused on opening; otherwise the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focused on closing when the control that opened the dialog is gone. */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** Keys the dialog handles itself (arrow keys of an image viewer). */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
}

const WIDTH = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

const PLACEMENT = {
  center: 'relative m-auto max-h-[calc(100dvh-1.5rem)] w-full rounded-xl transition duration-200 starting:scale-95 starting:opacity-0',
  left: 'absolute inset-y-0 left-0 w-[88%] max-w-sm transition-transform duration-200 ease-out starting:-translate-x-full',
  right: 'absolute inset-y-0 right-0 w-[90%] max-w-md transition-transform duration-200 ease-out starting:translate-x-full',
  full: 'absolute inset-0',
} as const;

const TONE = {
  light: 'bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100',
  dark: 'bg-slate-950 text-white',
} as const;

/**
 * The one modal dialog of the shop: labelled by its title, Tab kept inside, Escape closes it, the
 * page behind is inert and does not scroll, and focus goes back to where it was. Drawn in a portal so
 * no parent's overflow or stacking can clip it. Quick view, cart drawer, filters, size chart, image
 * viewer, purchase popup, address form and confirmations are all this one component.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  placement = 'center',
  tone = 'light',
  closeLabel,
  hideHeader = false,
  padded = true,
  closeOnBackdrop = true,
  initialFocus,
  fallbackFocus,
  onKeyDown,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const root = document.getElementById('root');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    root?.setAttribute('inert', '');
    return () => {
      document.body.style.overflow = overflow;
      root?.removeAttribute('inert');
    };
  }, [open]);
  // After the effect above, so on closing the page is live again before focus returns to it.
  useFocusTrap(open, panelRef, onClose, initialFocus, fallbackFocus);

  if (!open) return null;
  const heading = (
    <h2 id={titleId} className={hideHeader ? 'sr-only' : 'text-lg font-semibold'}>
      {title}
    </h2>
  );
  const describe = description && (
    <div id={descriptionId} className={hideHeader ? 'sr-only' : 'mt-1 text-sm text-slate-600 dark:text-slate-300'}>
      {description}
    </div>
  );
  return createPortal(
    <div className="fixed inset-0 z-50 flex p-3">
      <div
        aria-hidden="true"
        onClick={closeOnBackdrop ? onClose : undefined}
        className="absolute inset-0 bg-slate-950/55 transition-opacity duration-200 starting:opacity-0"
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`flex flex-col shadow-2xl outline-none motion-reduce:transition-none ${PLACEMENT[placement]} ${
          placement === 'center' ? WIDTH[size] : ''
        } ${TONE[tone]}`}
      >
        {hideHeader ? (
          <>
            {heading}
            {describe}
          </>
        ) : (
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <div className="min-w-0">
              {heading}
              {describe}
            </div>
            {closeLabel && (
              <button
                type="button"
                onClick={onClose}
                aria-label={closeLabel}
                className="-m-2 flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <CloseIcon className="size-6" />
              </button>
            )}
          </div>
        )}
        {children && <div className={`min-h-0 flex-1 overflow-y-auto overscroll-contain ${padded ? 'px-5 py-4' : ''}`}>{children}</div>}
        {footer && <div className="border-t border-slate-200 px-5 py-4 dark:border-slate-800">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
