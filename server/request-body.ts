// Owns reading a request's body at the server's edge, before any route sees it: at most the route's
// limit is ever held (413 once Content-Length or the bytes that arrive pass it), and only a
// well-formed form reaches an action (415 for another content type, 400 for a body that does not parse
// or a text field holding control characters).
import type { IncomingMessage } from "node:http";
import type { BodyKind } from "../app/lib/route-handle.ts";
import { bodyLimitFor, httpRules } from "../app/lib/rules/http.ts";
import { itemRules } from "../app/lib/rules/item.ts";
import { formHasControlCharacters, unreadableForm } from "./readable-input.ts";

export type BodyOutcome =
  | { ok: true; body: Uint8Array<ArrayBuffer> | undefined }
  | { ok: false; status: 400 | 413 | 415; message: string };

/** The refusal of a body over `limit`, saying what the limit is (a picture's, or a form's). */
function tooLarge(limit: number): BodyOutcome {
  const message =
    limit > httpRules.formBodyMaxBytes
      ? `This request is too large: pictures larger than ${itemRules.image.maxBytes / (1024 * 1024)} MB are not accepted.`
      : `This request is too large: a form may carry at most ${httpRules.formBodyMaxBytes / 1024} KB.`;
  return { ok: false, status: 413, message };
}

/** The client closed its connection before its body had arrived. */
export class ClientGone extends Error {}

/** Reads the body within `maxBytes`; stops reading (and keeps nothing) once it is passed. */
function readWithin(
  req: IncomingMessage,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Uint8Array<ArrayBuffer> | null) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        req.pause();
        chunks.length = 0;
        done(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => done(new Uint8Array(Buffer.concat(chunks)));
    const onError = (error: Error) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      reject(error);
    };
    // A client that goes away half-way is no failure of the shop: its request ends unanswered.
    const onClose = () => onError(new ClientGone());
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onError);
    req.once("close", onClose);
  });
}

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The body of a request that changes something (anything but GET and HEAD), read at the edge:
 * within the limit of what its route takes (`kind`), only forms that parse — and, where a provider
 * posts its notices, JSON, which the route checks.
 */
export async function readRequestBody(req: IncomingMessage, kind: BodyKind): Promise<BodyOutcome> {
  if (req.method === "GET" || req.method === "HEAD") return { ok: true, body: undefined };
  const limit = bodyLimitFor(kind);
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) return tooLarge(limit);
  // A request without a body (a button that posts nothing, a script's bare POST) is an empty form.
  const bodiless =
    (declared === undefined || Number(declared) === 0) &&
    req.headers["transfer-encoding"] === undefined;
  if (bodiless && req.headers["content-type"] === undefined)
    req.headers["content-type"] = formTypes[0];
  const contentType = req.headers["content-type"] ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  // A provider's notice is JSON, whatever it says: Daraja has been seen to send it as text/plain.
  if ((mediaType === "application/json" || mediaType === "text/plain") && kind === "notice") {
    const body = await readWithin(req, limit);
    return body ? { ok: true, body } : tooLarge(limit);
  }
  if (!formTypes.includes(mediaType)) {
    return {
      ok: false,
      status: 415,
      message:
        "This address takes only forms (application/x-www-form-urlencoded or multipart/form-data).",
    };
  }
  const body = await readWithin(req, limit);
  if (!body) return tooLarge(limit);
  try {
    // Parsed once here so that no action meets a body it cannot read (a route parses it again).
    const form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    if (formHasControlCharacters(form)) return { ok: false, status: 400, message: unreadableForm };
  } catch {
    return {
      ok: false,
      status: 400,
      message: "The form could not be read. Please send it again from the shop's page.",
    };
  }
  return { ok: true, body };
}
