import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_CHAT_EVENT, OPEN_CHAT_FALLBACK_MS, requestChat, type OpenChatDetail } from './open-chat';

const isChatRequest = (event: Event): event is CustomEvent<OpenChatDetail> => event instanceof CustomEvent;

describe('requestChat', () => {
  let target: EventTarget;
  beforeEach(() => {
    vi.useFakeTimers();
    target = new EventTarget();
  });
  afterEach(() => vi.useRealTimers());

  it('falls back after 300 ms when nothing handles the event', () => {
    const fallback = vi.fn();
    requestChat(fallback, target);
    vi.advanceTimersByTime(OPEN_CHAT_FALLBACK_MS - 1);
    expect(fallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fallback).toHaveBeenCalledOnce();
    expect(OPEN_CHAT_FALLBACK_MS).toBe(300);
  });

  it('does not fall back when a handler calls preventDefault', () => {
    const fallback = vi.fn();
    target.addEventListener(OPEN_CHAT_EVENT, (event) => event.preventDefault());
    requestChat(fallback, target);
    vi.advanceTimersByTime(1000);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('does not fall back when a handler acknowledges within the delay', () => {
    const fallback = vi.fn();
    target.addEventListener(OPEN_CHAT_EVENT, (event) => {
      if (isChatRequest(event)) setTimeout(event.detail.acknowledge, 200);
    });
    requestChat(fallback, target);
    vi.advanceTimersByTime(1000);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('can be cancelled', () => {
    const fallback = vi.fn();
    requestChat(fallback, target)();
    vi.advanceTimersByTime(1000);
    expect(fallback).not.toHaveBeenCalled();
  });
});
