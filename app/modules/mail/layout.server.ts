// Owns how every e-mail of the shop looks in a mail client: one layout (the shop's name on top, the
// content, a link as a button, the shop's contacts below) in tables with inline styles — mail
// clients drop <style> sheets and classes — 600 px at most, readable on a phone. And the order's
// lines as a table, the same in every order e-mail. Texts come in as plain text and are escaped here.
import type { OrderLine } from "../../db/schema/orders.ts";
import type { Language } from "../../i18n/languages.ts";
import type { Translator } from "../../i18n/translate.ts";
import { formatKsh } from "../../lib/money.ts";
import { quote } from "../../lib/pricing.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const font = "font-family:Arial,Helvetica,sans-serif;";
const brand = "#9a3412";
const ink = "#1c1917";
const muted = "#57534e";

/** A paragraph of plain text (line breaks kept). */
export function paragraph(text: string, { strong = false } = {}): string {
  const weight = strong ? "font-weight:bold;" : "";
  return `<p style="margin:0 0 12px;${font}font-size:16px;line-height:1.5;color:${ink};${weight}">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
}

/** A line's item as the customer chose it: its name, and its size when it has one. */
function lineName(t: Translator, line: Pick<OrderLine, "name" | "sizeLabel">): string {
  return line.sizeLabel
    ? `${line.name} (${t("orders.summary.size", { size: line.sizeLabel })})`
    : line.name;
}

export type MailLine = Pick<OrderLine, "name" | "sizeLabel" | "unitPriceCents" | "quantity">;

/** The order's lines, delivery fee and total (from the pricing function), as plain-text lines. */
export function orderLinesText(
  t: Translator,
  lines: MailLine[],
  deliveryFeeCents: number,
): string[] {
  const priced = quote(lines, deliveryFeeCents);
  return [
    ...priced.lines.map(
      (line) => `- ${lineName(t, line)} x ${line.quantity}: ${formatKsh(line.lineTotalCents)}`,
    ),
    `${t("orders.summary.delivery")}: ${formatKsh(priced.deliveryCents)}`,
    `${t("orders.summary.total")}: ${formatKsh(priced.totalCents)}`,
  ];
}

/** The order's lines, delivery fee and total as an HTML table. */
export function orderLinesTable(
  t: Translator,
  lines: MailLine[],
  deliveryFeeCents: number,
): string {
  const priced = quote(lines, deliveryFeeCents);
  const cell = (content: string, { right = false, bold = false, head = false } = {}) => {
    const tag = head ? "th" : "td";
    const style = `padding:8px 6px;border-bottom:1px solid #e7e5e4;${font}font-size:15px;color:${ink};text-align:${right ? "right" : "left"};${bold || head ? "font-weight:bold;" : ""}`;
    return `<${tag}${head ? ' scope="col"' : ""} style="${style}">${content}</${tag}>`;
  };
  const rows = priced.lines.map(
    (line) =>
      `<tr>${cell(escapeHtml(lineName(t, line)))}${cell(String(line.quantity), { right: true })}${cell(formatKsh(line.lineTotalCents), { right: true })}</tr>`,
  );
  return `<table role="table" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;">
<thead><tr>${cell(escapeHtml(t("orders.summary.item")), { head: true })}${cell(escapeHtml(t("orders.summary.quantity")), { head: true, right: true })}${cell(escapeHtml(t("orders.summary.lineTotal")), { head: true, right: true })}</tr></thead>
<tbody>
${rows.join("\n")}
<tr>${cell(escapeHtml(t("orders.summary.delivery")))}${cell("")}${cell(formatKsh(priced.deliveryCents), { right: true })}</tr>
<tr>${cell(escapeHtml(t("orders.summary.total")), { bold: true })}${cell("")}${cell(formatKsh(priced.totalCents), { right: true, bold: true })}</tr>
</tbody>
</table>`;
}

export interface MailPage {
  lang: Language;
  t: Translator;
  /** The message's subject: the document's title. */
  title: string;
  heading: string;
  /** Blocks of HTML made with paragraph() and orderLinesTable(). */
  body: string[];
  /** The main link, shown as a button. */
  link?: { href: string; label: string };
  /** Small print under the content (the shop's contacts). */
  footer: string[];
}

/** The whole HTML document of an e-mail. */
export function mailHtml(page: MailPage): string {
  const button = page.link
    ? `<p style="margin:8px 0 20px;"><a href="${escapeHtml(page.link.href)}" style="display:inline-block;background:${brand};color:#ffffff;${font}font-size:16px;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:6px;">${escapeHtml(page.link.label)}</a></p>`
    : "";
  const footer = page.footer
    .map(
      (line) =>
        `<p style="margin:0 0 6px;${font}font-size:13px;line-height:1.5;color:${muted};">${escapeHtml(line)}</p>`,
    )
    .join("\n");
  return `<!DOCTYPE html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f5f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;">
<tr><td align="center" style="padding:20px 10px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border:1px solid #e7e5e4;">
<tr><td style="background:${brand};padding:16px 20px;border-radius:8px 8px 0 0;${font}font-size:22px;font-weight:bold;color:#ffffff;">${escapeHtml(page.t("common.brand"))}</td></tr>
<tr><td style="padding:20px;">
<h1 style="margin:0 0 16px;${font}font-size:20px;line-height:1.3;color:${ink};">${escapeHtml(page.heading)}</h1>
${page.body.join("\n")}
${button}
</td></tr>
<tr><td style="padding:14px 20px;border-top:1px solid #e7e5e4;">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/**
 * The sender: MAIL_FROM as given when it names someone (`Name <address>`), otherwise the shop's name
 * with that address, so that inboxes show "Duka Fashions" rather than a bare address.
 */
export function mailSender(mailFrom: string, shopName: string): string {
  if (mailFrom.includes("<")) return mailFrom;
  return `${shopName.replace(/["<>\r\n]/g, "")} <${mailFrom.trim()}>`;
}
