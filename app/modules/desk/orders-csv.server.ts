// Owns the orders CSV export: the orders a desk filter shows, one row each, as UTF-8 CSV for a
// spreadsheet. Streamed: each pull of the stream reads one page of orders (the desk's keyset pages),
// so a download of 100,000 orders holds one page in memory at a time, and a client that stops
// reading stops the queries.
import type { Db } from "../../db/client.server.ts";
import type { CountryCode } from "../../lib/countries.ts";
import { formatShopTimestamp } from "../../lib/dates.ts";
import { kshPlain } from "../../lib/money.ts";
import type { OrderStatus } from "../../lib/order-status.ts";
import type { PaymentMethod } from "../../lib/payment-methods.ts";
import { dashboardRules } from "../../lib/rules/dashboard.ts";
import {
  orderPagesForExport,
  type ExportedOrder,
  type OrderListFilter,
} from "../orders/index.server.ts";

/** The words of the file, in the reader's language (the route translates). */
export interface CsvWords {
  header: readonly string[];
  status(status: OrderStatus): string;
  payment(method: PaymentMethod): string;
  country(code: CountryCode): string;
  line(line: { name: string; sizeLabel: string | null; quantity: number }): string;
}

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * gets a leading apostrophe, so it shows as the text it is; then RFC 4180 quoting, also of a `;`
 * (a spreadsheet set to `;` as separator, common where the decimal mark is a comma, splits there).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

function orderRow(order: ExportedOrder, words: CsvWords): string {
  return csvRow([
    order.orderNumber,
    formatShopTimestamp(order.createdAt),
    order.name,
    order.phone,
    order.city,
    words.country(order.country),
    words.payment(order.paymentMethod),
    words.status(order.status),
    order.lines.map((line) => words.line(line)).join("; "),
    kshPlain(order.deliveryFeeCents),
    kshPlain(order.totalCents),
    order.businessName ?? "",
    order.kraPin ?? "",
  ]);
}

/**
 * The CSV of every order the filter shows, newest first: a byte-order mark (so that spreadsheets
 * read it as UTF-8), the header row, then one chunk per page of orders, read when the client takes it.
 */
export function ordersCsv(
  db: Db,
  filter: OrderListFilter,
  words: CsvWords,
  {
    pageSize = dashboardRules.csvPageSize,
    onError,
  }: { pageSize?: number; onError?: (error: unknown) => void } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pages = orderPagesForExport(db, filter, pageSize);
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(`\uFEFF${csvRow(words.header)}`));
          return;
        }
        try {
          const next = await pages.next();
          if (next.done) controller.close();
          else
            controller.enqueue(
              encoder.encode(next.value.map((order) => orderRow(order, words)).join("")),
            );
        } catch (error) {
          onError?.(error);
          controller.error(error);
        }
      },
      async cancel() {
        await pages.return(undefined);
      },
    },
    // One chunk waiting at most: the next page is read only when the client has taken the last.
    { highWaterMark: 1 },
  );
}
