// The test shop's outgoing mail: without SMTP_URL it writes each message as one RFC 822 file,
// <DATA_DIR>/mail/<id>.eml. These helpers read those files the way a mail client would.
import path from "node:path";
import { expect } from "@playwright/test";
import { readMails, type Mail } from "../support/eml.ts";

export { resetTokenOf } from "../support/eml.ts";
export type { Mail };

/** The test shop's mail directory; the runner hands its data directory to the workers (e2e-server.ts). */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error("E2E_DATA_DIR is not set: run the browser tests with `npx playwright test`");
  return path.join(dataDir, "mail");
}

/** Every message the shop has written so far that is addressed to `to`. */
export function mailsTo(to: string): Mail[] {
  return readMails(mailDir()).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
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

/** The order confirmation e-mails to `to` (subject "Your Duka Fashions order <short id>"). */
export function orderMailsTo(to: string): Mail[] {
  return mailsTo(to).filter((mail) => /^Your Duka Fashions order [0-9A-Z]{8}$/.test(mail.subject));
}

/** Waits until the confirmation e-mail of order `orderId` has been written to `to`; returns it. */
export async function waitForOrderMail(to: string, orderId: string): Promise<Mail> {
  const find = () =>
    orderMailsTo(to).find((mail) => mail.text.includes(`/order-confirmation/${orderId}`));
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
