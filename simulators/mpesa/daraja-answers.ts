// Owns what the simulator's answers look like to a Daraja client: JSON bodies, Daraja's error shape
// {requestId, errorCode, errorMessage} with its status codes, and identifiers shaped like Daraja's
// (request ids, CheckoutRequestIDs, M-Pesa receipt numbers).
import { randomInt } from "node:crypto";
import { nairobiTimestamp } from "../shared/nairobi-time.ts";

export function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** Daraja's `29115-34620561-1` shape, used for requestId, MerchantRequestID and conversation ids. */
export function darajaRequestId(): string {
  return `${randomInt(1_000, 99_999)}-${randomInt(1_000_000, 99_999_999)}-1`;
}

export function darajaError(status: number, errorCode: string, errorMessage: string): Response {
  return json(status, { requestId: darajaRequestId(), errorCode, errorMessage });
}

/** 400.002.02 names the first field Daraja did not accept, e.g. "Bad Request - Invalid PhoneNumber". */
export function badRequest(field: string): Response {
  return darajaError(400, "400.002.02", `Bad Request - Invalid ${field}`);
}

const receiptAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export interface DarajaIds {
  /**
   * `ws_CO_` + the Nairobi date and time as DDMMYYYYHHmmss + three digits + the phone's last nine,
   * as Daraja's own ids read (ws_CO_021020261805069181954437); the three digits keep ids unique.
   */
  checkoutRequestId(phone: string, at: Date): string;
  /**
   * An M-Pesa transaction id like `UJ22T8IYOU`: a letter for the year (A = 2006, so U = 2026), a
   * letter for the month, the day (1–9, then A = 10 …), then seven random characters; never the
   * same twice from one simulator.
   */
  receiptNumber(at: Date): string;
}

export function createDarajaIds(): DarajaIds {
  let checkoutSequence = 0;
  const issuedReceipts = new Set<string>();
  return {
    checkoutRequestId(phone, at) {
      const stamp = nairobiTimestamp(at);
      const dayFirst = `${stamp.slice(6, 8)}${stamp.slice(4, 6)}${stamp.slice(0, 4)}${stamp.slice(8)}`;
      checkoutSequence = (checkoutSequence + 1) % 1000;
      return `ws_CO_${dayFirst}${String(checkoutSequence).padStart(3, "0")}${phone.slice(-9)}`;
    },
    receiptNumber(at) {
      const stamp = nairobiTimestamp(at);
      const [year, month, day] = [
        Number(stamp.slice(0, 4)),
        Number(stamp.slice(4, 6)),
        Number(stamp.slice(6, 8)),
      ];
      const prefix = `${receiptAlphabet[(year - 2006) % 26]}${receiptAlphabet[month - 1]}${day < 10 ? String(day) : receiptAlphabet[day - 10]}`;
      for (;;) {
        let receipt = prefix;
        while (receipt.length < 10) receipt += receiptAlphabet[randomInt(receiptAlphabet.length)];
        if (!issuedReceipts.has(receipt)) {
          issuedReceipts.add(receipt);
          return receipt;
        }
      }
    },
  };
}
