// Reads the .eml files the shop writes to DATA_DIR/mail (when no SMTP_URL is set) the way a mail
// client would: unfolded headers, multipart bodies, quoted-printable and base64 decoded.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Splits a message (or a MIME part) into its unfolded headers, by lower-case name, and its body. */
function parsePart(raw: string): Part {
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

/** The first text/plain part of a message, decoded (looking inside multipart parts). */
function plainText(part: Part): string | undefined {
  const type = part.headers.get("content-type") ?? "text/plain";
  if (/^multipart\//i.test(type)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return undefined;
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith("--")) break;
      const found = plainText(parsePart(piece.replace(/^\n/, "")));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return /^text\/plain/i.test(type) ? decodeBody(part) : undefined;
}

/** Every complete message in `folder` (none when the shop has written none yet). */
export function readMails(folder: string): Mail[] {
  let files: string[];
  try {
    files = readdirSync(folder);
  } catch {
    return []; // No mail yet: the directory is made with the first message.
  }
  // A message is written to <id>.eml.partial first and renamed when complete.
  return files
    .filter((name) => name.endsWith(".eml"))
    .map((file) => {
      const message = parsePart(readFileSync(path.join(folder, file), "utf8"));
      return {
        file,
        to: message.headers.get("to") ?? "",
        subject: message.headers.get("subject") ?? "",
        text: plainText(message) ?? "",
      };
    });
}

/** The reset token of a password reset e-mail (from the link in its plain-text part). */
export function resetTokenOf(mail: Mail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in the e-mail ${mail.file}:\n${mail.text}`);
  return match[1]!;
}
