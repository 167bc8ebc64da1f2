import {
  fieldCodeOf,
  PaymentProofInputSchema,
  paymentDateProblem,
  type FieldErrorCode,
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

/** The catalogue key of each field code the proof form can meet (docs/decisions/032); any other is 'invalid'. */
const KEY_OF_CODE: Partial<Record<FieldErrorCode, PaymentProofMessageKey>> = {
  transaction_id_required: 'transactionIdRequired',
  transaction_id_invalid: 'transactionIdInvalid',
  method_required: 'methodRequired',
  amount_not_positive: 'amountPositive',
  amount_invalid: 'amountInvalid',
  amount_too_large: 'amountTooLarge',
  screenshot_required: 'screenshotRequired',
  screenshot_unreadable: 'screenshotUnreadable',
  screenshot_type: 'screenshotType',
  screenshot_too_large: 'screenshotTooLarge',
  screenshot_too_many_pixels: 'screenshotTooManyPixels',
  sender_number_required: 'senderNumberRequired',
  // The wallet's sender number is a Bangladeshi mobile number: the phone rule's code.
  phone_invalid: 'senderNumberInvalid',
  sender_number_too_long: 'senderNumberTooLong',
  sender_name_required: 'senderNameRequired',
  sender_name_too_long: 'senderNameTooLong',
  payment_date_required: 'paymentDateRequired',
  payment_date_invalid: 'paymentDateInvalid',
  payment_date_future: 'paymentDateFuture',
  payment_date_before_order: 'paymentDateBeforeOrder',
};

const isField = (name: string): name is ProofField => (PROOF_FIELDS as readonly string[]).includes(name);

/**
 * The first problem of each field as catalogue keys, from field codes: the shared schema's issues through
 * `fieldCodeOf`, or the API's `fieldCodes` (a field it names without a code is 'invalid').
 */
export function proofFieldErrors(problems: Iterable<[string, FieldErrorCode | undefined]>): ProofErrors {
  const errors: ProofErrors = {};
  for (const [field, code] of problems) {
    if (isField(field) && !(field in errors)) errors[field] = (code && KEY_OF_CODE[code]) || 'invalid';
  }
  return errors;
}

/** The fields of an API answer as catalogue keys, chosen by their codes. */
export const serverProofErrors = (error: { fields: Record<string, string>; fieldCodes: Partial<Record<string, FieldErrorCode>> }): ProofErrors =>
  proofFieldErrors(Object.keys(error.fields).map((field) => [field, error.fieldCodes[field]]));

type ProofCheck = { ok: true; input: PaymentProofData } | { ok: false; errors: ProofErrors };

/** The shared schema decides, so the form and the API agree; the date must also fall between the order and today. */
export function validateProof(values: ProofFormValues, order: Pick<Order, 'created_at'>, now = new Date()): ProofCheck {
  const result = PaymentProofInputSchema.safeParse(values);
  const errors = result.success ? {} : proofFieldErrors(result.error.issues.map((issue) => [String(issue.path[0] ?? ''), fieldCodeOf(issue)]));
  if (!errors.payment_date && values.payment_date) {
    const problem = paymentDateProblem(values.payment_date, order.created_at, now);
    if (problem) errors.payment_date = problem;
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, input: result.data };
  return { ok: false, errors };
}
