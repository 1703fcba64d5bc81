// Owns the simulated M-Pesa Express (STK push): requests waiting on phones, their outcome (decided
// by the phone's last three digits, on the virtual phone, or by expiry), the callbacks to the
// shop, and the STK query answers, all in memory.
import { z } from "zod";
import type { Logger } from "../../app/lib/logger.server.ts";
import { nairobiTimestamp } from "../shared/nairobi-time.ts";
import type { CallbackSender } from "../shared/callback-sender.ts";
import { stkFieldNotFitting, type DarajaBusiness } from "./business.ts";
import {
  badRequest,
  darajaError,
  darajaRequestId,
  json,
  type DarajaIds,
} from "./daraja-answers.ts";
import {
  expectedStkPassword,
  httpUrl,
  invalidField,
  kenyanMobile,
  shortCode,
  timestamp,
  timestampNearNow,
  wholeShillings,
} from "./daraja-fields.ts";
import { sameSecret } from "../shared/same-secret.ts";
import type { Scheduler } from "../shared/scheduler.ts";

/** ResultDesc as Daraja words it in callbacks and query answers. */
const resultDescriptions: Readonly<Record<number, string>> = {
  0: "The service request is processed successfully.",
  1: "The balance is insufficient for the transaction.",
  1019: "Transaction has expired",
  1032: "Request cancelled by user",
  1037: "DS timeout user cannot be reached",
  2001: "The initiator information is invalid.",
};

/** Test numbers: the last three digits decide what happens, after `paidDelayMs`, and how many callbacks go out. */
const scriptedOutcomes: Readonly<Record<string, { resultCode: number; callbacks: number }>> = {
  "000": { resultCode: 0, callbacks: 1 },
  "001": { resultCode: 1, callbacks: 1 },
  "032": { resultCode: 1032, callbacks: 1 },
  "037": { resultCode: 1037, callbacks: 1 },
  "201": { resultCode: 2001, callbacks: 1 },
  "099": { resultCode: 0, callbacks: 0 },
  "098": { resultCode: 0, callbacks: 2 },
};

const lockedSubscriber =
  "Unable to lock subscriber, a transaction is already in process for the current subscriber";
/** The PIN that approves a payment on the virtual phone. */
const correctPin = "1234";
/** Requests remembered for STK queries; the oldest finished ones are forgotten beyond this. */
const rememberedRequests = 10_000;

const pushSchema = z.object({
  BusinessShortCode: shortCode,
  Password: z.string().min(1),
  Timestamp: timestamp,
  TransactionType: z.enum(["CustomerPayBillOnline", "CustomerBuyGoodsOnline"]),
  Amount: wholeShillings,
  PartyA: kenyanMobile,
  PartyB: shortCode,
  PhoneNumber: kenyanMobile,
  CallBackURL: httpUrl,
  AccountReference: z.string().trim().min(1).max(12),
  // Daraja takes a push without a description.
  TransactionDesc: z.string().trim().max(13).optional(),
});

const querySchema = z.object({
  BusinessShortCode: shortCode,
  Password: z.string().min(1),
  Timestamp: timestamp,
  CheckoutRequestID: z.string().regex(/^ws_CO_\w+$/),
});

export interface StkResult {
  resultCode: number;
  resultDesc: string;
  /** The M-Pesa receipt of a paid request. */
  receipt: string | null;
  settledAt: Date;
}

export interface StkRequest {
  merchantRequestId: string;
  checkoutRequestId: string;
  phone: string;
  amountKsh: number;
  accountReference: string;
  /** The till or paybill paid. */
  partyB: string;
  callbackUrl: string;
  createdAt: Date;
  /** True when a person decides on the virtual phone (no test number). */
  waitsOnPhone: boolean;
  /** Null while the request waits. */
  result: StkResult | null;
  /** True once the request has finished and each of its callbacks was accepted or its retries spent. */
  callbacksFinished: boolean;
}

export type PhoneAction = "approve" | "cancel" | "expire";

export interface StkDesk {
  push(body: unknown): Response;
  query(body: unknown): Response;
  /** Requests waiting for a person on the virtual phone, oldest first. */
  waitingOnPhone(): StkRequest[];
  /** Finished requests, newest first. */
  recentResults(limit: number): StkRequest[];
  find(checkoutRequestId: string): StkRequest | undefined;
  /** What the person on the virtual phone did; false when the request is unknown or already finished. */
  answerOnPhone(checkoutRequestId: string, action: PhoneAction, pin: string): boolean;
}

export interface StkDeskOptions {
  passkey: string;
  /** When set, pushes and queries for another short code, payee or transaction type are refused. */
  business?: DarajaBusiness;
  paidDelayMs: number;
  /** See DarajaSimulatorOptions.holdScriptedOutcome. */
  holdScriptedOutcome?: (phone: string) => Promise<void> | undefined;
  expireAfterMs: number;
  callbackRetryDelaysMs: readonly number[];
  ids: DarajaIds;
  scheduler: Scheduler;
  callbacks: CallbackSender;
  log?: Logger;
}

export function createStkDesk(options: StkDeskOptions): StkDesk {
  const { ids, scheduler, log } = options;
  const requests = new Map<string, StkRequest>();
  /** The waiting request of each phone: M-Pesa locks a subscriber while a prompt is open. */
  const lockedPhones = new Map<string, StkRequest>();
  const expiryTimers = new Map<string, { cancel(): void }>();

  function remember(request: StkRequest): void {
    requests.set(request.checkoutRequestId, request);
    for (const [id, old] of requests) {
      if (requests.size <= rememberedRequests) break;
      if (old.result) requests.delete(id);
    }
  }

  function callbackBody(request: StkRequest, result: StkResult): unknown {
    const metadata =
      result.resultCode === 0
        ? {
            CallbackMetadata: {
              Item: [
                { Name: "Amount", Value: request.amountKsh },
                { Name: "MpesaReceiptNumber", Value: result.receipt },
                // Daraja lists Balance without a value.
                { Name: "Balance" },
                { Name: "TransactionDate", Value: Number(nairobiTimestamp(result.settledAt)) },
                { Name: "PhoneNumber", Value: Number(request.phone) },
              ],
            },
          }
        : {};
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: request.merchantRequestId,
          CheckoutRequestID: request.checkoutRequestId,
          ResultCode: result.resultCode,
          ResultDesc: result.resultDesc,
          ...metadata,
        },
      },
    };
  }

  async function sendCallbacks(
    request: StkRequest,
    result: StkResult,
    count: number,
  ): Promise<void> {
    // One after the other, so that a duplicate reaches the shop after the first was accepted.
    for (let sent = 0; sent < count; sent++) {
      await options.callbacks.deliver(
        request.callbackUrl,
        { json: callbackBody(request, result) },
        "stk-callback",
        options.callbackRetryDelaysMs,
        { about: request.checkoutRequestId },
      );
    }
    request.callbacksFinished = true;
  }

  function settle(request: StkRequest, resultCode: number, callbacks = 1): boolean {
    if (request.result) return false;
    expiryTimers.get(request.checkoutRequestId)?.cancel();
    expiryTimers.delete(request.checkoutRequestId);
    if (lockedPhones.get(request.phone) === request) lockedPhones.delete(request.phone);
    const settledAt = new Date();
    const result: StkResult = {
      resultCode,
      resultDesc: resultDescriptions[resultCode] ?? "Request failed",
      receipt: resultCode === 0 ? ids.receiptNumber(settledAt) : null,
      settledAt,
    };
    request.result = result;
    log?.info(
      { simulator: "stk", checkoutRequestId: request.checkoutRequestId, resultCode, callbacks },
      "M-Pesa simulator: STK request finished",
    );
    void sendCallbacks(request, result, callbacks);
    return true;
  }

  function passwordIsRight(body: {
    BusinessShortCode: string;
    Password: string;
    Timestamp: string;
  }): boolean {
    return sameSecret(
      body.Password,
      expectedStkPassword(body.BusinessShortCode, options.passkey, body.Timestamp),
    );
  }

  /** Daraja's 400.002.02 for a request that is well formed but not for this business or not of now. */
  function refusal(request: {
    BusinessShortCode: string;
    Timestamp: string;
    PartyB?: string;
    TransactionType?: string;
  }): Response | null {
    const field = stkFieldNotFitting(options.business, request);
    if (field) return badRequest(field);
    return timestampNearNow(request.Timestamp) ? null : badRequest("Timestamp");
  }

  return {
    push(body) {
      const parsed = pushSchema.safeParse(body);
      if (!parsed.success) return invalidField(parsed.error);
      const push = parsed.data;
      const refused = refusal(push);
      if (refused) return refused;
      if (!passwordIsRight(push)) return darajaError(500, "500.001.1001", "Wrong credentials");
      if (lockedPhones.has(push.PhoneNumber)) {
        return darajaError(500, "500.001.1001", lockedSubscriber);
      }

      const createdAt = new Date();
      const scripted = scriptedOutcomes[push.PhoneNumber.slice(-3)];
      const request: StkRequest = {
        merchantRequestId: darajaRequestId(),
        checkoutRequestId: ids.checkoutRequestId(push.PhoneNumber, createdAt),
        phone: push.PhoneNumber,
        amountKsh: push.Amount,
        accountReference: push.AccountReference,
        partyB: push.PartyB,
        callbackUrl: push.CallBackURL,
        createdAt,
        waitsOnPhone: !scripted,
        result: null,
        callbacksFinished: false,
      };
      remember(request);
      lockedPhones.set(request.phone, request);
      if (scripted) {
        const answer = () =>
          scheduler.after(options.paidDelayMs, () =>
            settle(request, scripted.resultCode, scripted.callbacks),
          );
        const held = options.holdScriptedOutcome?.(request.phone);
        if (held) void held.then(answer);
        else answer();
      } else {
        expiryTimers.set(
          request.checkoutRequestId,
          scheduler.after(options.expireAfterMs, () => settle(request, 1019)),
        );
      }
      log?.info(
        {
          simulator: "stk",
          checkoutRequestId: request.checkoutRequestId,
          amountKsh: request.amountKsh,
          scripted: Boolean(scripted),
        },
        "M-Pesa simulator: STK push accepted",
      );
      const accepted = "Success. Request accepted for processing";
      return json(200, {
        MerchantRequestID: request.merchantRequestId,
        CheckoutRequestID: request.checkoutRequestId,
        ResponseCode: "0",
        ResponseDescription: accepted,
        CustomerMessage: accepted,
      });
    },

    query(body) {
      const parsed = querySchema.safeParse(body);
      if (!parsed.success) return invalidField(parsed.error);
      const refused = refusal(parsed.data);
      if (refused) return refused;
      if (!passwordIsRight(parsed.data)) {
        return darajaError(500, "500.001.1001", "Wrong credentials");
      }
      const request = requests.get(parsed.data.CheckoutRequestID);
      if (!request) return darajaError(500, "500.001.1001", "The transaction does not Exist");
      if (!request.result) {
        return darajaError(500, "500.001.1001", "The transaction is being processed");
      }
      // Faithful to Daraja: the query tells the result, never the receipt or the amount (and keeps Daraja's spelling).
      return json(200, {
        ResponseCode: "0",
        ResponseDescription: "The service request has been accepted successsfully",
        MerchantRequestID: request.merchantRequestId,
        CheckoutRequestID: request.checkoutRequestId,
        ResultCode: String(request.result.resultCode),
        ResultDesc: request.result.resultDesc,
      });
    },

    waitingOnPhone() {
      return [...lockedPhones.values()]
        .filter((request) => request.waitsOnPhone)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    recentResults(limit) {
      return [...requests.values()]
        .filter((request) => request.result)
        .sort((a, b) => b.result!.settledAt.getTime() - a.result!.settledAt.getTime())
        .slice(0, limit);
    },

    find(checkoutRequestId) {
      return requests.get(checkoutRequestId);
    },

    answerOnPhone(checkoutRequestId, action, pin) {
      const request = requests.get(checkoutRequestId);
      if (!request) return false;
      const resultCode = { approve: pin === correctPin ? 0 : 2001, cancel: 1032, expire: 1019 }[
        action
      ];
      return settle(request, resultCode);
    },
  };
}
