import { describe, expect, it } from 'vitest';
import { drainBody, drainingOnCancel, readLimitedBody, readLimitedBytes } from './read-limited-body';
import { countingStream } from './counting-stream.testing';

const FIFTY_MB = 50 * 1024 * 1024;

describe('readLimitedBody', () => {
  it.each([
    { name: 'a short body', body: '{"code":"0"}', cap: 100, expected: '{"code":"0"}' },
    { name: 'a body of exactly the cap', body: 'x'.repeat(10), cap: 10, expected: 'x'.repeat(10) },
    { name: 'an empty body', body: '', cap: 10, expected: '' },
    { name: 'multi-byte UTF-8 counted in bytes', body: '中文', cap: 6, expected: '中文' },
  ])('reads $name', async ({ body, cap, expected }) => {
    expect(await readLimitedBody(new Response(body), cap)).toEqual({ ok: true, value: expected });
  });

  it('reads a null body as empty text', async () => {
    expect(await readLimitedBody(new Response(null, { status: 204 }), 10)).toEqual({ ok: true, value: '' });
  });

  it('replaces invalid UTF-8 instead of failing', async () => {
    const result = await readLimitedBody(new Response(new Uint8Array([0x61, 0xff, 0x62])), 10);
    expect(result).toEqual({ ok: true, value: 'a\uFFFDb' });
  });

  it('refuses a declared Content-Length over the cap without pulling the body', async () => {
    const { stream, stats } = countingStream(FIFTY_MB);
    const response = new Response(stream, { headers: { 'content-length': String(FIFTY_MB) } });
    expect(await readLimitedBody(response, 1000)).toEqual({ ok: false, reason: 'too-large' });
    expect(stats.produced).toBe(0);
    expect(stats.cancelled).toBe(true);
  });

  it('cancels a stream as soon as the decoded count passes the cap', async () => {
    const { stream, stats } = countingStream(FIFTY_MB);
    expect(await readLimitedBody(new Response(stream), 500_000)).toEqual({ ok: false, reason: 'too-large' });
    expect(stats.cancelled).toBe(true);
    expect(stats.produced).toBeLessThan(1024 * 1024);
  });

  it('counts one byte over the cap as too large', async () => {
    expect(await readLimitedBody(new Response('x'.repeat(11)), 10)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('reports a stream error as read-failed', async () => {
    const failure = new Error('socket hang up');
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(failure);
      },
    });
    expect(await readLimitedBody(new Response(stream), 10)).toEqual({ ok: false, reason: 'read-failed', error: failure });
  });

  it('stops reading when the signal aborts mid-body', async () => {
    const controller = new AbortController();
    const stream = new ReadableStream<Uint8Array>({
      start(streamController) {
        streamController.enqueue(new Uint8Array([0x61]));
        controller.abort(new DOMException('too slow', 'TimeoutError'));
      },
    });
    const result = await readLimitedBody(new Response(stream), 10, controller.signal);
    expect(result).toMatchObject({ ok: false, reason: 'read-failed' });
  });

  it('reports a body already read as read-failed', async () => {
    const response = new Response('used');
    await response.text();
    expect(await readLimitedBytes(response, 10)).toMatchObject({ ok: false, reason: 'read-failed' });
  });
});

describe('a refused request body is dropped before the refusal (the connection then closes without a reset)', () => {
  const TWO_MB = 2 * 1024 * 1024;

  it('reads an oversized body to its end before answering too-large', async () => {
    const { stream, stats } = countingStream(TWO_MB);
    const result = await readLimitedBytes(new Response(stream), 16 * 1024, undefined, { maxBytes: 8 * 1024 * 1024, maxMs: 2_000 });
    expect(result).toEqual({ ok: false, reason: 'too-large' });
    expect(stats.produced).toBe(TWO_MB);
  });

  it('drops a declared-too-large body too, rather than closing on it unread', async () => {
    const { stream, stats } = countingStream(TWO_MB);
    const response = new Response(stream, { headers: { 'content-length': String(TWO_MB) } });
    expect(await readLimitedBytes(response, 1000, undefined, { maxBytes: 8 * 1024 * 1024, maxMs: 2_000 })).toEqual({ ok: false, reason: 'too-large' });
    expect(stats.produced).toBe(TWO_MB);
  });

  it('stops dropping at the byte cap and cancels the rest', async () => {
    const { stream, stats } = countingStream(FIFTY_MB);
    await drainBody(stream, { maxBytes: 1024 * 1024, maxMs: 10_000 });
    expect(stats.cancelled).toBe(true);
    expect(stats.produced).toBeLessThan(2 * 1024 * 1024);
  });

  it('stops waiting for a client that stalls at the time cap', async () => {
    let cancelled = false;
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
      },
      cancel() {
        cancelled = true;
      },
    });
    const started = Date.now();
    await drainBody(stalled, { maxBytes: 1024, maxMs: 50 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(cancelled).toBe(true);
  });
});

describe('drainingOnCancel', () => {
  it('passes the body through to a consumer that reads it', async () => {
    const body = new Response('{"name":"王"}').body;
    expect(body).not.toBeNull();
    if (body) expect(await new Response(drainingOnCancel(body, { maxBytes: 100, maxMs: 100 })).text()).toBe('{"name":"王"}');
  });

  it('drops the rest before a cancel settles, so a refusal sent after it finds nothing unread', async () => {
    const { stream, stats } = countingStream(2 * 1024 * 1024);
    const reader = drainingOnCancel(stream, { maxBytes: 8 * 1024 * 1024, maxMs: 2_000 }).getReader();
    await reader.read();
    await reader.cancel();
    expect(stats.produced).toBe(2 * 1024 * 1024);
  });
});
