// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_DELAY_MS, TOAST_MS, usePurchaseFeedback } from './use-purchase-feedback';

describe('usePurchaseFeedback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the toast at once, hides it after 2.5 s and opens the popup at 3 s', () => {
    const { result } = renderHook(() => usePurchaseFeedback());
    act(() => result.current.announce());
    expect(result.current).toMatchObject({ toast: true, popup: false });
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(result.current).toMatchObject({ toast: false, popup: false });
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS - TOAST_MS));
    expect(result.current).toMatchObject({ toast: false, popup: true });
    act(() => result.current.closePopup());
    expect(result.current.popup).toBe(false);
  });

  it('starts over when the shopper adds again before the popup', () => {
    const { result } = renderHook(() => usePurchaseFeedback());
    act(() => result.current.announce());
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.announce());
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ toast: true, popup: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.popup).toBe(true);
  });

  it('leaves no timer behind when the page goes away', () => {
    const { result, unmount } = renderHook(() => usePurchaseFeedback());
    act(() => result.current.announce());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
