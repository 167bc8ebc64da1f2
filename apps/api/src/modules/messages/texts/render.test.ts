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
