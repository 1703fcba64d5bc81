// Owns reading a raw e-mail the way a mail client would: unfolded headers, multipart bodies,
// quoted-printable and base64 decoded. Used by the tests (the .eml files) and the soak (what the SMTP
// server received).

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Splits a message (or a MIME part) into its unfolded headers, by lower-case name, and its body. */
export function parsePart(raw: string): Part {
  const source = raw.replace(/\r\n/g, "\n");
  const end = source.indexOf("\n\n");
  const head = end === -1 ? source : source.slice(0, end);
  const body = end === -1 ? "" : source.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64")
    return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = part.body
      .replace(/=\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return part.body;
}

/** The first part of a message of this text type, decoded (looking inside multipart parts). */
function textPart(part: Part, subtype: "plain" | "html"): string | undefined {
  const type = part.headers.get("content-type") ?? "text/plain";
  if (/^multipart\//i.test(type)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return undefined;
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith("--")) break;
      const found = textPart(parsePart(piece.replace(/^\n/, "")), subtype);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return new RegExp(`^text/${subtype}`, "i").test(type) ? decodeBody(part) : undefined;
}

/** The first text/plain part of a message, decoded (looking inside multipart parts). */
export function plainText(part: Part): string | undefined {
  return textPart(part, "plain");
}

/** The first text/html part of a message, decoded (looking inside multipart parts). */
export function htmlText(part: Part): string | undefined {
  return textPart(part, "html");
}
