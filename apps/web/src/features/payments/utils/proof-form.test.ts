import { describe, expect, it } from 'vitest';
import { initialProofValues, serverProofErrors, validateProof, type ProofFormValues } from './proof-form';

const order = { payment_method: 'Bkash', total: 1290.5, created_at: '2026-11-20T04:00:00.000Z' };
const now = new Date('2026-11-22T10:00:00.000Z');
const filled: ProofFormValues = {
  payment_method: 'bkash',
  transaction_id: '9C7A1B2D3E',
  amount: '1290.50',
  screenshot: 'data:image/png;base64,iVBORw0KGgo=',
  sender_number: '+880 1712-345678',
  sender_name: 'Rahima Khatun',
  payment_date: '2026-11-21',
};

describe('payment-proof form', () => {
  it("starts from the order's wallet and total", () => {
    expect(initialProofValues(order)).toMatchObject({ payment_method: 'bkash', amount: '1290.5', payment_date: '' });
    expect(initialProofValues({ ...order, payment_method: 'Credit Card' }).payment_method).toBe('');
  });

  it('names each of the seven missing fields with its message key', () => {
    const empty = { ...initialProofValues(order), payment_method: '' as const, amount: '' };
    expect(validateProof(empty, order, now)).toEqual({
      ok: false,
      errors: {
        transaction_id: 'transactionIdRequired',
        payment_method: 'methodRequired',
        amount: 'amountPositive',
        screenshot: 'screenshotRequired',
        sender_number: 'senderNumberRequired',
        sender_name: 'senderNameRequired',
        payment_date: 'paymentDateRequired',
      },
    });
  });

  it('sends what the API expects: amount as a number, the wallet number in its local form', () => {
    const check = validateProof(filled, order, now);
    expect(check).toEqual({ ok: true, input: { ...filled, amount: 1290.5, sender_number: '01712345678' } });
  });

  it.each([
    [{ amount: '0' }, 'amount', 'amountPositive'],
    [{ amount: '-5' }, 'amount', 'amountPositive'],
    [{ amount: '12.345' }, 'amount', 'amountInvalid'],
    [{ transaction_id: 'AB' }, 'transaction_id', 'transactionIdInvalid'],
    [{ sender_number: '12345' }, 'sender_number', 'senderNumberInvalid'],
    [{ payment_date: '2026-11-23' }, 'payment_date', 'paymentDateFuture'],
    [{ payment_date: '2026-11-19' }, 'payment_date', 'paymentDateBeforeOrder'],
  ] as const)('refuses %o', (change, field, key) => {
    const check = validateProof({ ...filled, ...change }, order, now);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors[field]).toBe(key);
  });

  it('takes any sender text for a bank transfer', () => {
    expect(validateProof({ ...filled, payment_method: 'bank', sender_number: 'DBBL 123.110.42' }, order, now).ok).toBe(true);
  });

  it("reads the API's fields by their codes, never by their words", () => {
    const answer = {
      fields: { screenshot: 'Some new wording', amount: 'Amount must be greater than 0', sender_number: 'x', sender_name: 'Sender Name is required', other: 'x' },
      fieldCodes: { screenshot: 'screenshot_unreadable', amount: 'amount_not_positive', sender_number: 'phone_invalid', other: 'invalid' },
    } as const;
    expect(serverProofErrors(answer)).toEqual({
      screenshot: 'screenshotUnreadable',
      amount: 'amountPositive',
      sender_number: 'senderNumberInvalid',
      // A field named without a code is simply wrong: its message is never looked up.
      sender_name: 'invalid',
    });
  });
});
