// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './use-debounced-callback';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedCallback', () => {
  it('calls once, with the last arguments, after the delay without calls', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 300));
    act(() => {
      result.current.call('a');
      vi.advanceTimersByTime(250);
      result.current.call('ab');
      vi.advanceTimersByTime(250);
      result.current.call('abc');
      vi.advanceTimersByTime(299);
    });
    expect(callback).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('abc');
  });

  it('uses the latest callback, keeps its identity across renders, and can be cancelled or flushed', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ callback }) => useDebouncedCallback(callback, 300), { initialProps: { callback: first } });
    const debounced = result.current;
    act(() => debounced.call('x'));
    rerender({ callback: second });
    expect(result.current).toBe(debounced);
    act(() => void vi.advanceTimersByTime(300));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('x');

    act(() => {
      debounced.call('y');
      debounced.cancel();
      vi.advanceTimersByTime(1_000);
    });
    expect(second).toHaveBeenCalledTimes(1);
    act(() => {
      debounced.call('z');
      debounced.flush();
    });
    expect(second).toHaveBeenLastCalledWith('z');
  });

  it('drops a pending call on unmount', () => {
    const callback = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(callback, 300));
    act(() => result.current.call('late'));
    unmount();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(callback).not.toHaveBeenCalled();
  });
});
