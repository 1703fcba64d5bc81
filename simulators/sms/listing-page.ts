// Owns the simulator's listing of every message it was asked to send: an HTML page (no script, no
// inline style, so it holds under a strict Content-Security-Policy; its stylesheet is a file of its
// own), the same list as JSON for tests and scripts, and the test-number table.
import { escapeHtml, htmlPage, stylesheetAnswer } from "../shared/page-forms.ts";
import type { MessageLog, ReportState, SmsRecord } from "./message-log.ts";
import { testNumberRows } from "./test-numbers.ts";

/** Seconds between reloads of the page, so that delivery reports show as they go. */
const reloadSeconds = 5;

const nairobiTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Nairobi",
  dateStyle: "medium",
  timeStyle: "medium",
});

const styles = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem;line-height:1.45;color:#111}
.warning{background:#fff3cd;border:3px solid #b45309;padding:.75rem 1rem;font-size:1.1rem}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #888;padding:.35rem .5rem;text-align:left;vertical-align:top}
td.text{white-space:pre-wrap;overflow-wrap:anywhere;max-width:24rem}
`;

const reportWords: Readonly<Record<ReportState, string>> = {
  none: "none (refused at sending)",
  "no-url": "not sent: no delivery report URL is configured",
  waiting: "due",
  sending: "being posted to the shop",
  answered: "posted; the shop answered 2xx",
  "not-answered": "posted, but the shop never answered 2xx",
};

function reportText(record: SmsRecord): string {
  const due = record.delivery.reportDueAt;
  const when = due && record.delivery.report === "waiting" ? ` ${nairobiTime.format(due)}` : "";
  return `${reportWords[record.delivery.report]}${when}`;
}

function deliveryText(record: SmsRecord): string {
  if (record.messageId === null) return "not sent";
  const { status, failureReason } = record.delivery;
  if (status === null) return "pending";
  return failureReason ? `${status} (${failureReason})` : status;
}

function row(record: SmsRecord): string {
  const cells = [
    nairobiTime.format(record.sentAt),
    record.phone,
    record.text,
    record.senderId ?? "(default)",
    `${record.segments} (${record.encoding})`,
    record.cost,
    `${record.statusCode} ${record.status}`,
    deliveryText(record),
    reportText(record),
  ];
  return `<tr>${cells.map((cell, index) => `<td${index === 2 ? ' class="text"' : ""}>${escapeHtml(cell)}</td>`).join("")}</tr>`;
}

function page(prefix: string, records: SmsRecord[]): Response {
  const table =
    records.length === 0
      ? "<p>No message yet.</p>"
      : `<table>
<thead><tr><th scope="col">Time (Nairobi)</th><th scope="col">Phone</th><th scope="col">Text</th><th scope="col">Sender ID</th><th scope="col">Segments</th><th scope="col">Cost</th><th scope="col">Status</th><th scope="col">Delivery</th><th scope="col">Delivery report</th></tr></thead>
<tbody>
${records.map(row).join("\n")}
</tbody>
</table>`;
  return htmlPage({
    title: "SMS simulator: messages sent",
    head: `<meta http-equiv="refresh" content="${reloadSeconds}">
<link rel="stylesheet" href="${prefix}/listing.css">`,
    warning:
      "<strong>SMS simulator. NO SMS LEAVES THIS MACHINE.</strong> It stands in for Africa's Talking in tests and demos; nothing here reaches a phone.",
    heading: "Messages sent",
    styleSrc: "'self'",
    formAction: "'none'",
    main: `<p>Newest first; this page reloads every ${reloadSeconds} seconds. The same list as JSON: <a href="${prefix}/messages.json">messages.json</a>.</p>
${table}
<section aria-labelledby="numbers-heading">
<h2 id="numbers-heading">Test numbers</h2>
<p>The last three digits of a number decide what happens to a message sent to it:</p>
<ul>
${testNumberRows.map((entry) => `<li>…${entry.ending}: ${escapeHtml(entry.description)}</li>`).join("\n")}
<li>any other Kenyan mobile (+2547… or +2541…): delivered, reported shortly</li>
<li>not in international form (+254…), or too short or long: refused for that recipient, statusCode 403 InvalidPhoneNumber; a Kenyan landline: 404 UnsupportedNumberType</li>
</ul>
</section>`,
  });
}

function recordJson(record: SmsRecord) {
  return {
    messageId: record.messageId,
    phone: record.phone,
    text: record.text,
    sentAt: record.sentAt.toISOString(),
    sentAtNairobi: nairobiTime.format(record.sentAt),
    senderId: record.senderId,
    encoding: record.encoding,
    segments: record.segments,
    cost: record.cost,
    statusCode: record.statusCode,
    status: record.status,
    delivery: {
      status: record.delivery.status,
      failureReason: record.delivery.failureReason,
      reportDueAt: record.delivery.reportDueAt?.toISOString() ?? null,
      report: record.delivery.report,
    },
  };
}

export type ListedMessage = ReturnType<typeof recordJson>;

export function createListing(prefix: string, messages: MessageLog) {
  return {
    html: () => page(prefix, messages.newestFirst()),
    json(): Response {
      return Response.json(
        { messages: messages.newestFirst().map(recordJson) },
        { headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } },
      );
    },
    css: () => stylesheetAnswer(styles),
  };
}
