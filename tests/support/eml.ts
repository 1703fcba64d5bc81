// Reads the .eml files the shop writes to DATA_DIR/mail (when no SMTP_URL is set) the way a mail
// client would: unfolded headers, multipart bodies, quoted-printable and base64 decoded.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { htmlText, parsePart, plainText } from "../../tools/harness/mime.ts";

export interface Mail {
  file: string;
  from: string;
  to: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  /** The HTML part, decoded ("" when there is none). */
  html: string;
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
        from: message.headers.get("from") ?? "",
        to: message.headers.get("to") ?? "",
        subject: message.headers.get("subject") ?? "",
        text: plainText(message) ?? "",
        html: htmlText(message) ?? "",
      };
    });
}

/** The reset token of a password reset e-mail (from the link in its plain-text part). */
export function resetTokenOf(mail: Mail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in the e-mail ${mail.file}:\n${mail.text}`);
  return match[1]!;
}
