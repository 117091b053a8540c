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

/**
 * Reads a body chunk by chunk, counting decoded bytes (after any gzip), and cancels the stream as soon as
 * the count passes `maxBytes`, so an oversized or compressed-bomb body is never buffered whole. Never throws.
 */
export async function readLimitedBytes(response: Response, maxBytes: number, signal?: AbortSignal): Promise<LimitedBodyResult<Uint8Array<ArrayBuffer>>> {
  const declared = declaredLength(response);
  if (declared !== undefined && declared > maxBytes) {
    discard(response.body);
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
        discard(reader);
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
export async function readLimitedBody(response: Response, maxBytes: number, signal?: AbortSignal): Promise<LimitedBodyResult<string>> {
  const read = await readLimitedBytes(response, maxBytes, signal);
  if (!read.ok) return read;
  return { ok: true, value: new TextDecoder('utf-8', { fatal: false }).decode(read.value) };
}
