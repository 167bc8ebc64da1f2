import { useRef, useState, type FormEvent } from 'react';
import type { Order } from '@shop/shared';
import { useSubmitPaymentProof } from '../../../api/payment-proofs';
import { PROOF_FIELDS, initialProofValues, validateProof, type ProofErrors, type ProofField, type ProofFormValues } from '../utils/proof-form';
import type { ScreenshotRead } from '../utils/read-screenshot';
import { submitFailure, type SubmitFailure } from '../utils/submit-failure';

interface Options {
  onSubmitted: () => void;
  /** The server says the order moved on (paid, cancelled, a proof already in): read it again. */
  onOrderChanged: () => void;
}

/** The payment-proof form's state: values, per-field messages, the submit and how it failed. */
export function useProofForm(order: Order, { onSubmitted, onOrderChanged }: Options) {
  const [values, setValues] = useState<ProofFormValues>(() => initialProofValues(order));
  const [errors, setErrors] = useState<ProofErrors>({});
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const controls = useRef<Partial<Record<ProofField, HTMLElement | null>>>({});
  const mutation = useSubmitPaymentProof(order.id);

  const showErrors = (found: ProofErrors) => {
    setErrors(found);
    const first = PROOF_FIELDS.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
  };

  const set = <F extends ProofField>(field: F, value: ProofFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const setScreenshot = (result: ScreenshotRead | null) => {
    set('screenshot', result?.ok ? result.dataUrl : '');
    if (result && !result.ok) setErrors((current) => ({ ...current, screenshot: result.error }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFailure(null);
    const check = validateProof(values, order);
    if (!check.ok) return showErrors(check.errors);
    mutation.mutate(check.input, {
      onSuccess: onSubmitted,
      onError: (error) => {
        const failed = submitFailure(error);
        setFailure(failed);
        if (failed.kind === 'other') {
          showErrors(failed.fields);
          if (failed.orderChanged) onOrderChanged();
        }
      },
    });
  };

  const register = (field: ProofField) => (element: HTMLElement | null) => {
    controls.current[field] = element;
  };

  return { values, errors, failure, busy: mutation.isPending, set, setScreenshot, submit, register };
}
