// Owns reading a request body with a size limit: the body is streamed and counted, and reading
// stops keeping bytes once the limit is passed, so a huge upload never fills the memory.

export class TooLarge extends Error {}

/** The body's bytes; throws TooLarge past `maxBytes` (declared or counted). */
async function readBytes(request: Request, maxBytes: number): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await request.body?.cancel();
    throw new TooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await request.body?.cancel().catch(() => {});
      throw new TooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const body = await readBytes(request, maxBytes);
  const copy = new Request(request.url, { method: "POST", headers: request.headers, body });
  return copy.formData();
}

/** The body as UTF-8 text; throws TooLarge past `maxBytes`. */
export async function readText(request: Request, maxBytes: number): Promise<string> {
  return (await readBytes(request, maxBytes)).toString("utf8");
}
