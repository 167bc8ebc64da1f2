import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { useFocusTrap } from '../hooks/use-focus-trap';

type Placement = 'center' | 'left' | 'right';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Name of the close button ('Close cart'). */
  closeLabel?: string;
  placement?: Placement;
  /** Focused on opening; otherwise the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
  footer?: ReactNode;
}

const PANEL: Record<Placement, string> = {
  center:
    'relative m-auto flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-3xl flex-col rounded-xl transition duration-200 starting:scale-95 starting:opacity-0',
  left: 'absolute inset-y-0 left-0 flex w-[88%] max-w-sm flex-col transition-transform duration-200 ease-out starting:-translate-x-full',
  right: 'absolute inset-y-0 right-0 flex w-[90%] max-w-md flex-col transition-transform duration-200 ease-out starting:translate-x-full',
};

/**
 * A modal dialog: labelled by its title, Tab kept inside, Escape or the backdrop closes it, the page
 * behind is inert and does not scroll, and focus goes back to where it was. Drawn in a portal so no
 * parent's overflow or stacking can clip it.
 */
export function ModalDialog({ open, onClose, title, closeLabel, placement = 'center', initialFocus, children, footer }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The page behind is out of reach of Tab and screen readers, and stays still.
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
  useFocusTrap(open, panelRef, onClose, initialFocus);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex">
      <div aria-hidden="true" onClick={onClose} className="absolute inset-0 bg-slate-950/55 transition-opacity duration-200 starting:opacity-0" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${PANEL[placement]} bg-white text-slate-900 shadow-2xl motion-reduce:transition-none dark:bg-slate-900 dark:text-slate-100`}
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <h2 id={titleId} className="min-w-0 text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel ?? t('listing.dialog.close')}
            className="flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        {footer && <div className="border-t border-slate-200 p-4 dark:border-slate-800">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
