// The test shop's outgoing mail: without SMTP_URL it writes each message as one RFC 822 file,
// <DATA_DIR>/mail/<id>.eml. These helpers read those files the way a mail client would.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

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

/** The test shop's mail directory; the runner hands its data directory to the workers (e2e-server.ts). */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error("E2E_DATA_DIR is not set: run the browser tests with `npx playwright test`");
  return path.join(dataDir, "mail");
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

/** Every message the shop has written so far that is addressed to `to`. */
export function mailsTo(to: string): Mail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir());
  } catch {
    return []; // No mail yet: the directory is made with the first message.
  }
  const mails: Mail[] = [];
  // A message is written to <id>.eml.partial first and renamed when complete.
  for (const file of files.filter((name) => name.endsWith(".eml"))) {
    const message = parsePart(readFileSync(path.join(mailDir(), file), "utf8"));
    const recipient = message.headers.get("to") ?? "";
    if (!recipient.toLowerCase().includes(to.toLowerCase())) continue;
    mails.push({
      file,
      to: recipient,
      subject: message.headers.get("subject") ?? "",
      text: plainText(message) ?? "",
    });
  }
  return mails;
}

/** Waits until `count` messages addressed to `to` have been written (the worker sends within seconds). */
export async function waitForMails(to: string, count = 1): Promise<Mail[]> {
  await expect
    .poll(() => mailsTo(to).length, {
      message: `${count} e-mail(s) to ${to} should be written to ${mailDir()}`,
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(to);
}

/** The reset token of a password reset e-mail (from the link in its plain-text part). */
export function resetTokenOf(mail: Mail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in the e-mail ${mail.file}:\n${mail.text}`);
  return match[1]!;
}

/** The order confirmation e-mails to `to` (subject "Your Duka Fashions order <short id>"). */
export function orderMailsTo(to: string): Mail[] {
  return mailsTo(to).filter((mail) => /^Your Duka Fashions order [0-9A-F]{8}$/.test(mail.subject));
}

/** Waits until the confirmation e-mail of order `orderId` has been written to `to`; returns it. */
export async function waitForOrderMail(to: string, orderId: string): Promise<Mail> {
  const find = () =>
    orderMailsTo(to).find((mail) => mail.text.includes(`Order number: ${orderId}`));
  await expect
    .poll(() => find() !== undefined, {
      message: `the confirmation e-mail of order ${orderId} to ${to} should be written to ${mailDir()}`,
      timeout: 20_000,
    })
    .toBe(true);
  return find()!;
}

/** The order page linked from an order confirmation e-mail. */
export function orderLinkOf(mail: Mail): string {
  const match = /https?:\/\/\S+\/order-confirmation\/[0-9a-f-]{36}/.exec(mail.text);
  if (!match) throw new Error(`no order link in the e-mail ${mail.file}:\n${mail.text}`);
  return match[0];
}

/** The messages to `to` with exactly this subject. */
export function mailsWithSubject(to: string, subject: string): Mail[] {
  return mailsTo(to).filter((mail) => mail.subject === subject);
}

/** Waits until a message to `to` with exactly this subject has been written; returns the first. */
export async function waitForMailWithSubject(to: string, subject: string): Promise<Mail> {
  await expect
    .poll(() => mailsWithSubject(to, subject).length, {
      message: `an e-mail "${subject}" to ${to} should be written to ${mailDir()}`,
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(1);
  return mailsWithSubject(to, subject)[0]!;
}
