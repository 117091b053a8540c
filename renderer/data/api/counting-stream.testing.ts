/** A lazy body that would produce `totalBytes` if read whole; `produced` and `cancelled` show how much was pulled. */
export function countingStream(totalBytes: number, chunkBytes = 64 * 1024) {
  const stats = { produced: 0, pulls: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        stats.pulls += 1;
        const size = Math.min(chunkBytes, totalBytes - stats.produced);
        if (size <= 0) {
          controller.close();
          return;
        }
        stats.produced += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
      cancel() {
        stats.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, stats };
}
