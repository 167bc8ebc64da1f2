import { describe, expect, it } from 'vitest';
import { AddressInputSchema } from './account/address';
import { ProfileInputSchema } from './account/profile';
import { FIELD_ERROR_CODES } from './errors';
import { FIELD_MESSAGES, fieldCodeOf } from './field-codes';
import { PaymentProofInputSchema } from './orders/payment-proof';

/** The first problem of each field, as the API and the forms take it. */
const codesOf = (issues: { path: PropertyKey[]; message: string; code: string }[]) =>
  Object.fromEntries([...issues].reverse().map((issue) => [String(issue.path[0]), fieldCodeOf(issue)]));

describe('field codes', () => {
  it('gives every named code a message of its own, so a message names one code', () => {
    const messages = Object.values(FIELD_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
    expect(Object.keys(FIELD_MESSAGES).every((code) => (FIELD_ERROR_CODES as readonly string[]).includes(code))).toBe(true);
  });

  it('names the problems of an empty profile, and of a wrong one', () => {
    const empty = ProfileInputSchema.safeParse({ name: '', email: '', phone: '', birthday: '', gender: '' });
    expect(codesOf(empty.error!.issues)).toEqual({
      name: 'name_required', email: 'email_required', phone: 'phone_required', birthday: 'birthday_required', gender: 'gender_required',
    });
    const wrong = ProfileInputSchema.safeParse({ name: 'x'.repeat(101), email: 'nope', phone: '12345', birthday: '1800-01-01', gender: 'Male', extra: 1 });
    expect(codesOf(wrong.error!.issues)).toEqual({
      name: 'too_long', email: 'email_invalid', phone: 'phone_invalid', birthday: 'birthday_invalid', undefined: 'unknown_field',
    });
  });

  it('names an address field left empty', () => {
    const result = AddressInputSchema.safeParse({ name: '', phone: '01712345678', province: 'Dhaka', city: '', zone: 'Gulshan', address: 'Road 1' });
    expect(codesOf(result.error!.issues)).toEqual({ name: 'address_required', city: 'address_required' });
  });

  it('names the payment proof problems, the wallet number among them', () => {
    const result = PaymentProofInputSchema.safeParse({
      transaction_id: 'x', payment_method: 'bkash', amount: 0, screenshot: '', sender_number: '123', sender_name: 'y'.repeat(101), payment_date: '2026-02-31',
    });
    expect(codesOf(result.error!.issues)).toEqual({
      transaction_id: 'transaction_id_invalid', amount: 'amount_not_positive', screenshot: 'screenshot_required',
      sender_number: 'phone_invalid', sender_name: 'sender_name_too_long', payment_date: 'payment_date_invalid',
    });
  });
});
