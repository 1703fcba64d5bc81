// Owns reading a posted form with a size limit: the body is streamed and counted, and reading
// stops keeping bytes once the limit is passed, so a huge upload never fills the memory.

export class TooLarge extends Error {}

export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
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
  const copy = new Request(request.url, { method: "POST", headers: request.headers, body: Buffer.concat(chunks) });
  return copy.formData();
}
