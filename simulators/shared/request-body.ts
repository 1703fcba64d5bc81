// Owns reading request bodies into the simulator with a size limit, so that a large or endless body
// is refused before it is held in memory (the simulator may run inside the shop's own server).

/** The body as text, or null when it is larger than `limitBytes`. */
export async function readBodyText(request: Request, limitBytes: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limitBytes) return null;
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > limitBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
