import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorText } from '../components/error-text';
import { useAdminTranslation } from '../i18n/i18n';

interface Props<T, V, R> {
  /** The row the question is about; the dialog is open while there is one. */
  target: T | null;
  /** The change it asks for: its busy state, its error and its reset are the dialog's. */
  mutation: UseMutationResult<R, unknown, V>;
  variables: (target: T) => V;
  title: (target: T) => ReactNode;
  message: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** The failure in words; by default worded from its code. */
  failure?: (error: unknown) => string;
  /** After the change: say so, and close (`onClose` follows by itself). */
  onDone?: (target: T, result: R) => void;
  onClose: () => void;
}

/**
 * "Are you sure?" bound to a row and the change it asks for: Confirm runs the mutation, the buttons wait while it
 * runs, a failure is said inside the dialog so it can be tried again, and Cancel forgets the failure.
 */
export function ConfirmAction<T, V, R>({ target, mutation, variables, title, message, confirmLabel, busyLabel, cancelLabel, failure, onDone, onClose }: Props<T, V, R>) {
  const { t } = useAdminTranslation();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (target === null) return;
    mutation.mutate(variables(target), {
      onSuccess: (result) => {
        onDone?.(target, result);
        close();
      },
    });
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={target === null ? '' : title(target)}
      message={message}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      busy={mutation.isPending}
      busyLabel={busyLabel}
      error={mutation.error ? (failure ?? ((error) => errorText(t, error)))(mutation.error) : null}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
