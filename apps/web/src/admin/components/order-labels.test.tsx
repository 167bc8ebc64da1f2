// @vitest-environment jsdom
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { unpaidExpiryReason } from '@shop/shared';
import { toneClass } from '../../components/ui/tone';
import { adminI18n, initAdminI18n } from '../i18n/i18n';
import { OrderStatusBadge, PaymentStatusBadge, useReasonLabel } from './order-labels';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={adminI18n}>{children}</I18nextProvider>;

afterAll(() => initAdminI18n('en'));

describe("a cancellation reason in the back office's language", () => {
  it("says the shop's own unpaid-expiry reason in Bengali to Bengali staff, and a typed reason as it was typed", async () => {
    await initAdminI18n('bn');
    const { result } = renderHook(() => useReasonLabel(), { wrapper });
    expect(result.current(unpaidExpiryReason(24))).toBe('২৪ ঘণ্টার মধ্যে পেমেন্ট না আসায় অর্ডারটি নিজে থেকে বাতিল হয়েছে, পণ্যগুলো আবার বিক্রির জন্য ফিরে গেছে।');
    expect(result.current('Customer asked by phone')).toBe('Customer asked by phone');
  });

  it('keeps the English for English staff, one hour or several', async () => {
    await initAdminI18n('en');
    const { result } = renderHook(() => useReasonLabel(), { wrapper });
    expect(result.current(unpaidExpiryReason(1))).toBe(unpaidExpiryReason(1));
    expect(result.current(unpaidExpiryReason(48))).toBe(unpaidExpiryReason(48));
  });
});

describe('status colours', () => {
  it('are the shop’s: a payment waiting on the shopper is yellow, a proof waiting on staff blue, a confirmed order gray', () => {
    const { container } = render(
      <I18nextProvider i18n={adminI18n}>
        <PaymentStatusBadge status="pending" />
        <PaymentStatusBadge status="submitted" />
        <OrderStatusBadge status="confirmed" />
        <OrderStatusBadge status="out_for_delivery" />
      </I18nextProvider>,
    );
    const badges = [...container.querySelectorAll('span')];
    expect(badges.map((badge) => badge.className)).toEqual(
      (['yellow', 'blue', 'gray', 'gray'] as const).map((tone) => expect.stringContaining(toneClass(tone))),
    );
    expect(badges.map((badge) => badge.textContent)).toEqual(['Not paid', 'Proof sent', 'Confirmed', 'Out for delivery']);
  });
});
