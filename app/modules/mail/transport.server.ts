// Owns how a message leaves the shop: through an SMTP server (SMTP_URL), or as one RFC 822 .eml
// file per message in DATA_DIR/mail when no server is configured.
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  /** The outbox id: also the Message-ID, so a repeated delivery can be recognised. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Header values never carry line breaks: no header can be smuggled in through a name or address. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, " ").trim();
}

function envelope(from: string, message: MailMessage) {
  const domain = from.split("@")[1]?.replace(/[^\w.-]/g, "") || "localhost";
  return {
    from,
    to: oneLine(message.to),
    subject: oneLine(message.subject),
    text: message.text,
    html: message.html ?? undefined,
    messageId: `<${message.id}@${domain}>`,
  };
}

/**
 * Well below the outbox's 60 s lease per message (nodemailer's own defaults run to minutes), so a
 * slow or silent SMTP server fails the try before another app server may take the message.
 */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function smtpTransport(url: string, from: string): MailTransport {
  // Pooled: the connection stays open between messages. A new connection for each message cost about
  // 100 ms against 5 (nodemailer, measured on the development machine), which capped a worker at ten
  // e-mails a second: fewer than a busy hour's orders.
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    ...smtpTimeouts,
  });
  return {
    async send(message) {
      await transporter.sendMail(envelope(from, message));
    },
    close: () => transporter.close(),
  };
}

export function fileTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(message) {
      const info = await builder.sendMail(envelope(from, message));
      await mkdir(dir, { recursive: true });
      // Named by the outbox id: delivering the same message again rewrites the same file.
      const file = path.join(dir, `${message.id}.eml`);
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
    },
    close: () => builder.close(),
  };
}
