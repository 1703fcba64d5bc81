// Owns reading an answer's body whole when it is finished soon: most pages are complete as soon as
// React is done, and a whole body can be hashed (ETag) and compressed in one go. A body still
// streaming after the wait (featured items from a slow database) is passed on as it streams, so the
// skeletons still arrive first.

/**
 * How long to wait for a body to finish. A page React does not hydrate is sent whole anyway (see
 * entry.server.tsx); a hydrated one waits at most this long on top of its own inline wait.
 */
const wholeBodyWaitMs = 100;

export type ReadBody =
  | { whole: true; bytes: Buffer<ArrayBuffer> }
  | { whole: false; stream: ReadableStream<Uint8Array> };

export async function readWholeBody(
  body: ReadableStream<Uint8Array>,
  waitMs = wholeBodyWaitMs,
): Promise<ReadBody> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">(
    (resolve) => (timer = setTimeout(() => resolve("late"), waitMs)),
  );
  let pending = reader.read();
  try {
    for (;;) {
      const next = await Promise.race([pending, late]);
      if (next === "late") return { whole: false, stream: streamOn(chunks, pending, reader) };
      if (next.done) break;
      chunks.push(next.value);
      pending = reader.read();
    }
  } finally {
    clearTimeout(timer);
  }
  return { whole: true, bytes: Buffer.concat(chunks) };
}

/** The chunks read so far, then the rest of the body as it arrives. */
function streamOn(
  chunks: Uint8Array[],
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): ReadableStream<Uint8Array> {
  let next = pending;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const result = await next;
      if (result.done) {
        controller.close();
        return;
      }
      controller.enqueue(result.value);
      next = reader.read();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
