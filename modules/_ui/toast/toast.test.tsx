// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './toast.client';
import { TOAST_DURATION_MS, TOAST_TOP_OFFSET_PX } from './toast-constants';
import { useToast, type ToastTone } from './use-toast';

function Harness({ tone }: { tone: ToastTone }) {
  const { toast, show, dismiss } = useToast();
  return (
    <>
      <button type="button" onClick={() => show(`message ${Date.now()}`, tone)}>
        raise
      </button>
      <Toast toast={toast} onDismiss={dismiss} closeLabel="Close" />
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the toast', () => {
  it('stays 3000 ms, 60 px from the top', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(TOAST_TOP_OFFSET_PX).toBe(60);
  });

  it('shows an error as an alert in document.body, 60 px from the top, for 3000 ms', () => {
    render(<Harness tone="error" />);
    fireEvent.click(screen.getByRole('button', { name: 'raise' }));
    const alert = screen.getByRole('alert');
    expect(alert.parentElement?.parentElement).toBe(document.body);
    expect(alert.parentElement?.style.top).toBe('60px');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restarts the timer for a new message and closes from its button', () => {
    render(<Harness tone="info" />);
    fireEvent.click(screen.getByRole('button', { name: 'raise' }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'raise' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
