import { describe, expect, it } from 'vitest';
import { readLimitedBody, readLimitedBytes } from './read-limited-body';
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
