import { useRef, type ReactNode, type RefObject } from 'react';
import { buttonClass } from './button';
import { Dialog } from './dialog';

const DANGER =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md bg-red-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60';

interface Props {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the action runs: the confirm button shows `busyLabel` and neither button can be pressed. */
  busy?: boolean;
  busyLabel?: string;
  /** Why the action failed, shown inside the dialog so the shopper can try again. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** See Dialog: where focus goes when the opener is gone (the deleted row's button). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * "Are you sure?" as an alert dialog. Focus starts on Cancel, so Enter on a destructive question
 * never deletes by accident.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, busy = false, busyLabel, error, onConfirm, onCancel, fallbackFocus }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      initialFocus={cancelRef}
      fallbackFocus={fallbackFocus}
      footer={
        <div className="flex flex-col gap-3">
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button ref={cancelRef} type="button" onClick={close} disabled={busy} className={buttonClass('secondary')}>
              {cancelLabel}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              className={DANGER}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </button>
          </div>
        </div>
      }
    />
  );
}
