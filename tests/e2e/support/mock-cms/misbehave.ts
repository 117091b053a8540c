import type { ReplacedAnswer } from './state';

const encoder = new TextEncoder();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The start of a successful envelope whose `data` string never closes until the end of the body. */
const ENVELOPE_HEAD = '{"code":"0","message":"","data":"';
const ENVELOPE_TAIL = '"}';
const CHUNK = encoder.encode('x'.repeat(64 * 1024));

/** Exactly `bytes` of a valid envelope, generated chunk by chunk so the mock CMS never holds it whole. */
function hugeBody(bytes: number): ReadableStream<Uint8Array> {
  let left = bytes - ENVELOPE_HEAD.length - ENVELOPE_TAIL.length;
  let started = false;
  return new ReadableStream({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(ENVELOPE_HEAD));
      } else if (left > 0) {
        const size = Math.min(left, CHUNK.byteLength);
        controller.enqueue(CHUNK.subarray(0, size));
        left -= size;
      } else {
        controller.enqueue(encoder.encode(ENVELOPE_TAIL));
        controller.close();
      }
    },
  });
}

/** The head of an envelope, then a few bytes every `intervalMs`, until the reader goes away. */
function endlessBody(intervalMs: number): ReadableStream<Uint8Array> {
  let cancelled = false;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (started) await sleep(intervalMs);
      if (cancelled) return;
      controller.enqueue(encoder.encode(started ? 'x'.repeat(16) : ENVELOPE_HEAD));
      started = true;
    },
    cancel() {
      cancelled = true;
    },
  });
}

/** The head of an envelope, then nothing at all until the reader goes away. */
function stalledBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.enqueue(encoder.encode(ENVELOPE_HEAD)) });
}

/** The response a replaced answer stands for; `real` is the embedded CMS's own answer, for a delay. */
export async function replacedResponse(answer: ReplacedAnswer, real: () => Promise<Response>): Promise<Response> {
  switch (answer.kind) {
    case 'json':
      return Response.json(answer.body, { status: answer.status });
    case 'text':
      return new Response(answer.text, { status: answer.status, headers: { 'content-type': answer.contentType } });
    case 'huge': {
      const headers = new Headers({ 'content-type': 'application/json' });
      if (answer.declareLength) headers.set('content-length', String(answer.bytes));
      return new Response(hugeBody(answer.bytes), { status: 200, headers });
    }
    case 'endless':
      return new Response(endlessBody(answer.intervalMs), { status: 200, headers: { 'content-type': 'application/json' } });
    case 'stall':
      return new Response(stalledBody(), { status: 200, headers: { 'content-type': 'application/json' } });
    case 'delay':
      await sleep(answer.delayMs);
      return real();
  }
}
