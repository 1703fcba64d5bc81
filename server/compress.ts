// Owns compressing dynamic responses (pages, data) with brotli or gzip. A body that is finished at
// once (nearly every page) is compressed in one go; one still streaming is
// compressed as it streams, flushing each chunk so that streamed parts of a page still arrive as
// soon as they are rendered.
import { Readable, pipeline } from "node:stream";
import zlib from "node:zlib";
import { readWholeBody } from "./whole-body.ts";

const compressible = /^(text\/|application\/(json|javascript|xml))/;

/**
 * Bodies smaller than this are sent as they are: a compressed copy would save a few hundred bytes
 * at most (less than a TCP packet) for the cost of an encoder.
 */
const minCompressedBytes = 1024;

/**
 * Brotli quality for pages rendered per request. Measured on a 13 KB signed-in category page: 4
 * costs 0.2 ms (3.1 KB), 5 costs 0.4 ms (2.9 KB) and was 7 % of the shop's CPU under load, 11
 * costs 16 ms (2.7 KB; kept pages get it later, in the thread pool: page-cache-entry.ts).
 */
const dynamicBrotliQuality = 4;

/** The encoding the shop answers with for this Accept-Encoding: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | null): "br" | "gzip" | null {
  const accept = acceptEncoding ?? "";
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has("Content-Encoding") || request.method === "HEAD")
    return response;
  if (!compressible.test(response.headers.get("Content-Type") ?? "")) return response;
  const encoding = pickEncoding(request.headers.get("Accept-Encoding"));
  if (!encoding) return response;
  const headers = new Headers(response.headers);
  const init = { status: response.status, statusText: response.statusText, headers };
  const read = await readWholeBody(response.body);
  if (read.whole) {
    headers.append("Vary", "Accept-Encoding");
    if (read.bytes.byteLength < minCompressedBytes) {
      headers.set("Content-Length", String(read.bytes.byteLength));
      return new Response(read.bytes, init);
    }
    // In one synchronous call: for a page of tens of KB that costs less main-thread time than zlib's
    // asynchronous functions spend setting up a stream and an encoder for the thread pool
    // (measured: about 0.3 ms against 0.2 to 0.8 ms, and 1.4 ms until the answer is ready).
    const compressed =
      encoding === "br"
        ? zlib.brotliCompressSync(read.bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: dynamicBrotliQuality,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: read.bytes.byteLength,
            },
          })
        : zlib.gzipSync(read.bytes);
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(compressed.byteLength));
    return new Response(compressed, init);
  }
  const compressor =
    encoding === "br"
      ? zlib.createBrotliCompress({
          flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: dynamicBrotliQuality },
        })
      : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
  // A client that goes away mid-stream is not an error worth more than closing the stream.
  pipeline(Readable.fromWeb(read.stream as never), compressor, () => {});
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  headers.append("Vary", "Accept-Encoding");
  return new Response(Readable.toWeb(compressor) as ReadableStream, init);
}
