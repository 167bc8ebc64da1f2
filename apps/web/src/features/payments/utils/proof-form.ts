import {
  PAYMENT_PROOF_MESSAGES,
  PaymentProofInputSchema,
  paymentDateProblem,
  type Order,
  type PaymentProofData,
  type PaymentProofMessageKey,
  type ProofMethod,
} from '@shop/shared';

/** The form's fields, in the order they are shown (the first wrong one gets the focus). */
export const PROOF_FIELDS = ['payment_method', 'transaction_id', 'amount', 'screenshot', 'sender_number', 'sender_name', 'payment_date'] as const;
export type ProofField = (typeof PROOF_FIELDS)[number];
export type ProofErrorKey = PaymentProofMessageKey | 'invalid';
export type ProofErrors = Partial<Record<ProofField, ProofErrorKey>>;

export interface ProofFormValues {
  payment_method: ProofMethod | '';
  transaction_id: string;
  amount: string;
  /** The chosen image as a base64 data URL, as the first client sent it. */
  screenshot: string;
  sender_number: string;
  sender_name: string;
  payment_date: string;
}

/** The checkout's wallet choices that name a proof method. */
const PROOF_METHOD_OF_ORDER: Record<string, ProofMethod> = { Bkash: 'bkash', Nagad: 'nagad' };

/** A new form: the order's wallet, if it named one, and its total as the amount. */
export function initialProofValues(order: Pick<Order, 'payment_method' | 'total'>): ProofFormValues {
  return {
    payment_method: PROOF_METHOD_OF_ORDER[order.payment_method] ?? '',
    transaction_id: '',
    amount: String(order.total),
    screenshot: '',
    sender_number: '',
    sender_name: '',
    payment_date: '',
  };
}

const KEY_OF_MESSAGE = new Map<string, PaymentProofMessageKey>(
  Object.entries(PAYMENT_PROOF_MESSAGES).map(([key, message]) => [message, key as PaymentProofMessageKey]),
);

const isField = (name: string): name is ProofField => (PROOF_FIELDS as readonly string[]).includes(name);

/** The first problem of each field as catalogue keys, from the shared schema's issues or the API's `fields`. */
export function proofFieldErrors(problems: Iterable<[string, string]>): ProofErrors {
  const errors: ProofErrors = {};
  for (const [field, message] of problems) {
    if (isField(field) && !(field in errors)) errors[field] = KEY_OF_MESSAGE.get(message) ?? 'invalid';
  }
  return errors;
}

type ProofCheck = { ok: true; input: PaymentProofData } | { ok: false; errors: ProofErrors };

/** The shared schema decides, so the form and the API agree; the date must also fall between the order and today. */
export function validateProof(values: ProofFormValues, order: Pick<Order, 'created_at'>, now = new Date()): ProofCheck {
  const result = PaymentProofInputSchema.safeParse(values);
  const errors = result.success ? {} : proofFieldErrors(result.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]));
  if (!errors.payment_date && values.payment_date) {
    const problem = paymentDateProblem(values.payment_date, order.created_at, now);
    if (problem) errors.payment_date = problem;
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, input: result.data };
  return { ok: false, errors };
}
