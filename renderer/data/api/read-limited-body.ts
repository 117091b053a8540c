export type LimitedBodyResult<T> = { ok: true; value: T } | { ok: false; reason: 'too-large' } | { ok: false; reason: 'read-failed'; error: unknown };

function declaredLength(response: Response): number | undefined {
  const header = response.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}

// Not awaited: some sources (msw, proxies) settle a cancel only after seconds, and the caller has its answer already.
function discard(stream: { cancel(reason?: unknown): Promise<void> } | null, reason?: unknown): void {
  void stream?.cancel(reason).catch(() => undefined);
}

/** How much of a refused request body is read and dropped before the refusal is sent. */
export type DrainLimits = { maxBytes: number; maxMs: number };

/** Enough for a client's oversized form post or webhook to finish sending; past it, the client is not waited for. */
export const REFUSED_BODY_DRAIN: DrainLimits = { maxBytes: 4 * 1024 * 1024, maxMs: 2_000 };

/**
 * Reads and drops what is left of a body, up to a byte and a time cap, then cancels it. A server that answers
 * and closes the connection on bytes it never read makes the kernel reset the connection, and the reset can
 * destroy the answer before a client that is still sending has read it.
 */
async function drainThenCancel(reader: ReadableStreamDefaultReader<Uint8Array>, limits: DrainLimits): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limits.maxMs);
  });
  try {
    for (let dropped = 0; dropped <= limits.maxBytes;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === 'late' || next.done) break;
      dropped += next.value.byteLength;
    }
  } catch {
    // A body that fails while being dropped needs nothing more.
  } finally {
    clearTimeout(timer);
    discard(reader);
  }
}

/** The same body for a consumer that cancels what it refuses: its cancel drops the rest (within `limits`) first. */
export function drainingOnCancel(body: ReadableStream<Uint8Array>, limits: DrainLimits): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel: () => drainThenCancel(reader, limits),
    },
    { highWaterMark: 0 },
  );
}

/** Drops a request body that will not be read (a refusal before reading it), within `limits`. */
export async function drainBody(body: ReadableStream<Uint8Array> | null, limits: DrainLimits): Promise<void> {
  if (body && !body.locked) await drainThenCancel(body.getReader(), limits);
}

/**
 * Reads a body chunk by chunk, counting decoded bytes (after any gzip), and cancels the stream as soon as
 * the count passes `maxBytes`, so an oversized or compressed-bomb body is never buffered whole. Never throws.
 * A request body about to be refused passes `drain`: its rest is dropped, not kept, before the cancel.
 */
export async function readLimitedBytes(
  response: Response,
  maxBytes: number,
  signal?: AbortSignal,
  drain?: DrainLimits,
): Promise<LimitedBodyResult<Uint8Array<ArrayBuffer>>> {
  const declared = declaredLength(response);
  if (declared !== undefined && declared > maxBytes) {
    if (drain) await drainBody(response.body, drain);
    else discard(response.body);
    return { ok: false, reason: 'too-large' };
  }
  if (response.body === null) return { ok: true, value: new Uint8Array(0) };
  if (response.bodyUsed || response.body.locked) {
    return { ok: false, reason: 'read-failed', error: new TypeError('body already read') };
  }

  const reader = response.body.getReader();
  const onAbort = () => discard(reader, signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      if (signal?.aborted) return { ok: false, reason: 'read-failed', error: signal.reason };
      const { done, value } = await reader.read();
      if (signal?.aborted) return { ok: false, reason: 'read-failed', error: signal.reason };
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        if (drain) await drainThenCancel(reader, drain);
        else discard(reader);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return { ok: true, value: bytes };
  } catch (error) {
    discard(reader);
    return { ok: false, reason: 'read-failed', error };
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
}

/** The body as text under a byte cap; invalid UTF-8 becomes U+FFFD rather than an error. */
export async function readLimitedBody(response: Response, maxBytes: number, signal?: AbortSignal, drain?: DrainLimits): Promise<LimitedBodyResult<string>> {
  const read = await readLimitedBytes(response, maxBytes, signal, drain);
  if (!read.ok) return read;
  return { ok: true, value: new TextDecoder('utf-8', { fatal: false }).decode(read.value) };
}
