import { unpaidExpiryReason } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { renderMessage } from './render';

const cancelled = (language: 'en' | 'bn', reason: string) =>
  renderMessage({ kind: 'order_cancelled', language, name: 'Sadia', data: { order_number: 'ORD-1', order_id: 'o1', reason }, secret: null });

describe('the reason of a cancelled order in its message', () => {
  it('says the reason the shop wrote itself (unpaid in time) in Bengali to a Bengali account', () => {
    const message = cancelled('bn', unpaidExpiryReason(24));
    expect(message.text).toContain('কারণ: ২৪ ঘণ্টার মধ্যে পেমেন্ট না আসায় অর্ডারটি নিজে থেকে বাতিল হয়েছে');
    expect(message.html).toContain('২৪ ঘণ্টার মধ্যে পেমেন্ট না আসায়');
    expect(message.text).not.toContain('Cancelled automatically');
  });

  it('keeps it in English for an English account, and a reason a person typed as it was typed', () => {
    expect(cancelled('en', unpaidExpiryReason(24)).text).toContain(`Reason: ${unpaidExpiryReason(24)}`);
    expect(cancelled('bn', 'Changed my mind').text).toContain('কারণ: Changed my mind');
  });
});

const refundDone = (language: 'en' | 'bn', channel: string) =>
  renderMessage({ kind: 'refund_done', language, name: 'Sadia', data: { order_number: 'ORD-7', order_id: 'o7', refund_amount: 129_000, channel }, secret: null });

describe('the message of a refund done (docs/decisions/070)', () => {
  it('says how much went back and by which way the money came, in English and in Bengali', () => {
    const card = refundDone('en', 'sslcommerz');
    expect(card.subject).toBe('Your refund for order ORD-7 was sent');
    expect(card.text).toMatch(/৳1,290 for order ORD-7 back to the card or the bKash\/Nagad account you paid with through SSLCommerz/);
    expect(refundDone('en', 'bkash').sms).toBe('Bazar: refund ৳1,290 for order ORD-7 sent back to your bKash.');
    const bn = refundDone('bn', 'bkash');
    expect(bn.subject).toBe('অর্ডার ORD-7-এর টাকা ফেরত পাঠানো হয়েছে');
    expect(bn.text).toContain('যে বিকাশ অ্যাকাউন্ট থেকে পেমেন্ট করেছিলেন সেখানে ফেরত পাঠানো হয়েছে');
    expect(bn.text).toContain('১,২৯০');
  });
});
