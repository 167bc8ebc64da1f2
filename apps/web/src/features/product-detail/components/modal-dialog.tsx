import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's visible title, or `label` when it has none. */
  labelledBy?: string;
  label?: string;
  className?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

/**
 * The browser's own modal <dialog>: the rest of the page is inert, Tab stays inside and Escape closes.
 * Focus goes back to whatever opened it, so keyboard users carry on where they were.
 */
export function ModalDialog({ open, onClose, labelledBy, label, className = '', onKeyDown, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal?.();
      // The browser focuses the first control; `data-autofocus` picks another one.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const handleClose = () => {
    opener.current?.focus();
    opener.current = null;
    if (open) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onClose={handleClose}
      onKeyDown={onKeyDown}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(event) => event.target === event.currentTarget && ref.current?.close()}
      className={`backdrop:bg-slate-950/60 ${className}`}
    >
      {open && children}
    </dialog>
  );
}
