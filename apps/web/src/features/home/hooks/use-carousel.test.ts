// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCarousel', () => {
  it('moves on every interval and wraps around', () => {
    const { result } = renderHook(() => useCarousel(4, 4000, true));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(0);
  });

  it('stays put while not running', () => {
    const { result, rerender } = renderHook(({ running }) => useCarousel(4, 4000, running), {
      initialProps: { running: false },
    });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    rerender({ running: true });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(1);
  });

  it('goes back and forth by hand, wrapping at both ends, and restarts the wait', () => {
    const { result } = renderHook(() => useCarousel(4, 4000, true));
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(1);
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
  });
});
