// Owns compressing dynamic responses (pages, data) with brotli or gzip, flushing each chunk so
// that streamed parts of a page still arrive as soon as they are rendered.
import { Readable, pipeline } from "node:stream";
import zlib from "node:zlib";

const compressible = /^(text\/|application\/(json|javascript|xml))/;

/** The encoding the shop answers with for this Accept-Encoding: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | null): "br" | "gzip" | null {
  const accept = acceptEncoding ?? "";
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

export function compressResponse(request: Request, response: Response): Response {
  if (!response.body || response.headers.has("Content-Encoding") || request.method === "HEAD") return response;
  if (!compressible.test(response.headers.get("Content-Type") ?? "")) return response;
  const encoding = pickEncoding(request.headers.get("Accept-Encoding"));
  if (!encoding) return response;
  const compressor =
    encoding === "br"
      ? zlib.createBrotliCompress({
          flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
  // A client that goes away mid-stream is not an error worth more than closing the stream.
  pipeline(Readable.fromWeb(response.body as never), compressor, () => {});
  const headers = new Headers(response.headers);
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  headers.append("Vary", "Accept-Encoding");
  return new Response(Readable.toWeb(compressor) as ReadableStream, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
