// Owns the simulated C2B side (payments a customer makes to the paybill or till by hand): the URLs
// a business registers, and each payment's validation request (only when the business has external
// validation enabled, as Safaricom enables it on request) and confirmation to those URLs, with the
// payer's number masked as Daraja masks it (`2547 ***** 126`).
import { z } from "zod";
import type { Logger } from "../../app/lib/logger.server.ts";
import { nairobiTimestamp } from "../shared/nairobi-time.ts";
import type { CallbackSender } from "../shared/callback-sender.ts";
import { c2bFieldNotFitting, registeredCodeFor, type DarajaBusiness } from "./business.ts";
import {
  badRequest,
  darajaError,
  darajaRequestId,
  json,
  type DarajaIds,
} from "./daraja-answers.ts";
import { httpUrl, invalidField, kenyanMobile, shortCode, wholeShillings } from "./daraja-fields.ts";

const registerSchema = z.object({
  ShortCode: shortCode,
  ResponseType: z.enum(["Completed", "Cancelled"]),
  ConfirmationURL: httpUrl,
  ValidationURL: httpUrl,
});

const simulateSchema = z.object({
  ShortCode: shortCode,
  CommandID: z.enum(["CustomerPayBillOnline", "CustomerBuyGoodsOnline"]),
  Amount: wholeShillings,
  Msisdn: kenyanMobile,
  BillRefNumber: z.string().trim().max(20).optional().default(""),
});

/** Where a payment by hand got to. */
export type C2BStatus =
  | "validating"
  | "confirming"
  | "confirmed"
  | "rejected"
  | "cancelled"
  | "not-confirmed"
  | "no-urls";

export interface C2BPaymentRecord {
  transId: string;
  shortCode: string;
  msisdn: string;
  billRefNumber: string;
  amountKsh: number;
  at: Date;
  status: C2BStatus;
}

export interface C2BPaymentRequest {
  shortCode: string;
  commandId: "CustomerPayBillOnline" | "CustomerBuyGoodsOnline";
  amountKsh: number;
  msisdn: string;
  billRefNumber: string;
}

export interface C2BDesk {
  registerUrls(body: unknown): Response;
  simulate(body: unknown): Response;
  /** Starts a payment by hand; its status moves on as the shop answers. */
  pay(payment: C2BPaymentRequest): C2BPaymentRecord;
  find(transId: string): C2BPaymentRecord | undefined;
  recentPayments(limit: number): C2BPaymentRecord[];
  /** The shortcode the page offers to pay: the last one registered, else the sandbox's. */
  defaultShortCode(): string;
}

export interface C2BDeskOptions {
  callbackRetryDelaysMs: readonly number[];
  /** When set, registrations and payments for another short code or command are refused. */
  business?: DarajaBusiness;
  /** Whether a payment is first sent to the validation URL (off at Daraja unless Safaricom enables it). */
  validation: boolean;
  ids: DarajaIds;
  callbacks: CallbackSender;
  log?: Logger;
}

/** Payments remembered for the phone page. */
const rememberedPayments = 200;
const sandboxShortCode = "174379";

/** The payer's number as Daraja sends it to businesses since 2026: `2547 ***** 126`. */
function maskedMsisdn(msisdn: string): string {
  return `${msisdn.slice(0, 4)} ***** ${msisdn.slice(-3)}`;
}

export function createC2BDesk(options: C2BDeskOptions): C2BDesk {
  const { ids, callbacks, log } = options;
  const registrations = new Map<string, z.infer<typeof registerSchema>>();
  const payments = new Map<string, C2BPaymentRecord>();
  /** Each shortcode's balance, reported in confirmations as OrgAccountBalance. */
  const balances = new Map<string, number>();
  let lastRegistered = sandboxShortCode;

  function paymentBody(
    payment: C2BPaymentRequest,
    record: C2BPaymentRecord,
    orgAccountBalance: string,
  ) {
    return {
      TransactionType: payment.commandId === "CustomerPayBillOnline" ? "Pay Bill" : "Buy Goods",
      TransID: record.transId,
      TransTime: nairobiTimestamp(record.at),
      TransAmount: payment.amountKsh.toFixed(2),
      BusinessShortCode: payment.shortCode,
      BillRefNumber: payment.billRefNumber,
      InvoiceNumber: "",
      OrgAccountBalance: orgAccountBalance,
      ThirdPartyTransID: "",
      MSISDN: maskedMsisdn(payment.msisdn),
      FirstName: "Simulated",
      MiddleName: "",
      LastName: "Customer",
    };
  }

  /**
   * Asks the business's validation URL, once, whether to take the payment ({"ResultCode": "0"} takes
   * it, any other code refuses it); when it cannot be reached or gives no ResultCode, the registered
   * ResponseType decides.
   */
  async function validate(
    payment: C2BPaymentRequest,
    record: C2BPaymentRecord,
    registration: z.infer<typeof registerSchema>,
  ): Promise<"accepted" | "rejected" | "cancelled"> {
    const answer = await callbacks.deliver(
      registration.ValidationURL,
      { json: paymentBody(payment, record, "") },
      "c2b-validation",
      [],
    );
    const resultCode = answer.delivered
      ? (answer.answer as { ResultCode?: unknown } | null)?.ResultCode
      : undefined;
    if (resultCode === undefined) {
      return registration.ResponseType === "Completed" ? "accepted" : "cancelled";
    }
    return String(resultCode) === "0" ? "accepted" : "rejected";
  }

  async function complete(payment: C2BPaymentRequest, record: C2BPaymentRecord): Promise<void> {
    const registration = registrations.get(registeredCodeFor(options.business, payment.shortCode));
    if (!registration) {
      record.status = "no-urls";
      return;
    }
    const validation = options.validation
      ? await validate(payment, record, registration)
      : "accepted";
    if (validation !== "accepted") {
      record.status = validation;
      return;
    }
    record.status = "confirming";
    const balance = (balances.get(payment.shortCode) ?? 0) + payment.amountKsh;
    balances.set(payment.shortCode, balance);
    const confirmation = await callbacks.deliver(
      registration.ConfirmationURL,
      { json: paymentBody(payment, record, balance.toFixed(2)) },
      "c2b-confirmation",
      options.callbackRetryDelaysMs,
    );
    record.status = confirmation.delivered ? "confirmed" : "not-confirmed";
    log?.info(
      { simulator: "c2b", transId: record.transId, status: record.status },
      "M-Pesa simulator: C2B payment finished",
    );
  }

  function pay(payment: C2BPaymentRequest): C2BPaymentRecord {
    const at = new Date();
    const record: C2BPaymentRecord = {
      transId: ids.receiptNumber(at),
      shortCode: payment.shortCode,
      msisdn: payment.msisdn,
      billRefNumber: payment.billRefNumber,
      amountKsh: payment.amountKsh,
      at,
      status: "validating",
    };
    payments.set(record.transId, record);
    for (const transId of payments.keys()) {
      if (payments.size <= rememberedPayments) break;
      payments.delete(transId);
    }
    void complete(payment, record);
    return record;
  }

  return {
    registerUrls(body) {
      const parsed = registerSchema.safeParse(body);
      if (!parsed.success) return invalidField(parsed.error);
      const notFitting = c2bFieldNotFitting(options.business, parsed.data);
      if (notFitting) return badRequest(notFitting);
      // Daraja registers a short code's URLs once; changing them takes Safaricom's support.
      if (registrations.has(parsed.data.ShortCode))
        return darajaError(500, "500.003.1001", "Urls are already registered");
      registrations.set(parsed.data.ShortCode, parsed.data);
      lastRegistered = parsed.data.ShortCode;
      log?.info(
        {
          simulator: "c2b",
          shortCode: parsed.data.ShortCode,
          responseType: parsed.data.ResponseType,
        },
        "M-Pesa simulator: C2B URLs registered",
      );
      // "OriginatorCoversationID" is spelt as Daraja spells it.
      return json(200, {
        OriginatorCoversationID: darajaRequestId(),
        ResponseCode: "0",
        ResponseDescription: "Success",
      });
    },

    simulate(body) {
      const parsed = simulateSchema.safeParse(body);
      if (!parsed.success) return invalidField(parsed.error);
      const notFitting = c2bFieldNotFitting(options.business, parsed.data);
      if (notFitting) return badRequest(notFitting);
      const { ShortCode, CommandID, Amount, Msisdn, BillRefNumber } = parsed.data;
      pay({
        shortCode: ShortCode,
        commandId: CommandID,
        amountKsh: Amount,
        msisdn: Msisdn,
        billRefNumber: BillRefNumber,
      });
      return json(200, {
        OriginatorCoversationID: darajaRequestId(),
        ResponseCode: "0",
        ResponseDescription: "Accept the service request successfully.",
      });
    },

    pay,

    find(transId) {
      return payments.get(transId);
    },

    recentPayments(limit) {
      return [...payments.values()].reverse().slice(0, limit);
    },

    defaultShortCode() {
      return lastRegistered;
    },
  };
}
