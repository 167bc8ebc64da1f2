import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DecisionReasonSchema } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';

const DANGER =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md bg-red-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60';

interface Props {
  open: boolean;
  title: string;
  text: string;
  label: string;
  hint: string;
  /** Said under the field when the reason is too short or too long (the shared rule). */
  invalidText: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Why the change failed, worded from its code. */
  error?: ReactNode;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A refusal's reason (a payment proof, a return): staff write what the shopper will read, checked by the same
 * rule as the server (3 to 500 characters), before anything is sent.
 */
export function ReasonDialog({ open, title, text, label, hint, invalidText, confirmLabel, busyLabel, cancelLabel, busy, error, onConfirm, onCancel }: Props) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const close = () => {
    if (busy) return;
    setReason('');
    setInvalid(false);
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = DecisionReasonSchema.safeParse(reason);
    if (!checked.success) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    setInvalid(false);
    onConfirm(checked.data);
  };
  return (
    <Dialog open={open} onClose={close} title={title} description={text} size="sm" closeOnBackdrop={false} initialFocus={field}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={label} hint={hint} error={invalid ? invalidText : null} required>
          {(control) => (
            <textarea
              ref={field}
              rows={4}
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600"
              {...control}
            />
          )}
        </Field>
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} disabled={busy} className={buttonClass('secondary')}>
            {cancelLabel}
          </button>
          <button type="submit" disabled={busy} className={DANGER}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
