// Africa's Talking's SMS formats (app/modules/sms/africas-talking-format.ts) against the bodies
// their documentation, their Node library and recorded sandbox answers show; each example says where
// it came from (see docs/decisions/0016-africas-talking-shapes.md).
import { describe, expect, it } from "vitest";
import {
  africasTalkingApiUrls,
  deliveryMeaning,
  messageParts,
  parseCost,
  parseDeliveryReport,
  realMessageId,
  recipientMeaning,
  recipientStatusCodes,
  sendAnswerSchema,
  wholeRequestMeaning,
} from "../../app/modules/sms/africas-talking-format.ts";

describe("hosts", () => {
  it("are the Node library's (lib/common.js): api.sandbox… for `sandbox`, api.… otherwise", () => {
    expect(africasTalkingApiUrls).toEqual({
      sandbox: "https://api.sandbox.africastalking.com",
      production: "https://api.africastalking.com",
    });
  });
});

describe("the send answer", () => {
  it("reads the documented example (SMS docs; africastalking-node.js test/mocks.js)", () => {
    const body = {
      SMSMessageData: {
        Message: "Sent to 1/1 Total Cost: KES 0.8000",
        Recipients: [
          {
            statusCode: 101,
            number: "+254711XXXYYY",
            status: "Success",
            cost: "KES 0.8000",
            messageId: "ATPid_SampleTxnId123",
          },
        ],
      },
    };
    const parsed = sendAnswerSchema.parse(body);
    const [recipient] = parsed.SMSMessageData.Recipients;
    expect(recipient).toEqual(body.SMSMessageData.Recipients[0]);
    expect(recipientMeaning(recipient!.statusCode)).toBe("sent");
    expect(parseCost(recipient!.cost)).toEqual({ currency: "KES", cents: 80 });
    expect(messageParts(parsed.SMSMessageData.Message)).toBeNull();
  });

  it("reads a recorded sandbox answer (africastalking-laravel tests/Fixtures/…/bulk/default-sender.json)", () => {
    const text =
      '{"SMSMessageData":{"Message":"Sent to 1/1 Total Cost: USD 0.0079 Message parts: 1","Recipients":[{"cost":"KES 0.8000","messageId":"ATXid_bcc7830d645ab7207ecc747d02f28411","number":"+254700072929","status":"Success","statusCode":102}]}}';
    const parsed = sendAnswerSchema.parse(JSON.parse(text));
    const [recipient] = parsed.SMSMessageData.Recipients;
    expect(recipient?.statusCode).toBe(102);
    expect(recipientMeaning(102)).toBe("sent");
    expect(realMessageId(recipient!.messageId)).toBe("ATXid_bcc7830d645ab7207ecc747d02f28411");
    expect(messageParts(parsed.SMSMessageData.Message)).toBe(1);
    // The summary's total is in USD in the sandbox; the recipient's cost in KES.
    expect(parseCost("USD 0.0079")).toEqual({ currency: "USD", cents: 1 });
  });

  it("reads a refused recipient (a production answer, africastalking-node.js/issues/143)", () => {
    const parsed = sendAnswerSchema.parse({
      SMSMessageData: {
        Message: "Sent to 0/1 Total Cost: 0",
        Recipients: [
          {
            cost: "0",
            messageId: "None",
            number: "+254797000000",
            status: "UserInBlacklist",
            statusCode: 406,
          },
        ],
      },
    });
    const [recipient] = parsed.SMSMessageData.Recipients;
    expect(recipientMeaning(recipient!.statusCode)).toBe("refused");
    expect(realMessageId(recipient!.messageId)).toBeNull();
    expect(parseCost(recipient!.cost)).toEqual({ currency: null, cents: 0 });
  });

  it("reads a request refused as a whole (recorded invalid-sender-id.json; medic-docs PR 112)", () => {
    const parsed = sendAnswerSchema.parse(
      JSON.parse('{"SMSMessageData":{"Message":"InvalidSenderId","Recipients":[]}}'),
    );
    expect(parsed.SMSMessageData.Recipients).toEqual([]);
    expect(wholeRequestMeaning(parsed.SMSMessageData.Message)).toBe("refused");
    expect(wholeRequestMeaning("InsufficientBalance")).toBe("retry");
    expect(wholeRequestMeaning("Something new")).toBe("refused");
  });

  it("takes unknown fields, and a refused recipient with only its code and status", () => {
    const parsed = sendAnswerSchema.parse({
      SMSMessageData: {
        Message: "Sent to 0/1",
        Recipients: [{ statusCode: "403", status: "InvalidPhoneNumber", messageParts: 1 }],
        extra: true,
      },
    });
    expect(parsed.SMSMessageData.Recipients[0]).toMatchObject({
      statusCode: 403,
      number: "",
      cost: "0",
      messageId: "None",
      messageParts: 1,
    });
  });

  it("refuses what is not an answer", () => {
    expect(sendAnswerSchema.safeParse({ SMSMessageData: { Message: "x" } }).success).toBe(false);
    expect(sendAnswerSchema.safeParse("The supplied authentication is invalid").success).toBe(
      false,
    );
    expect(
      sendAnswerSchema.safeParse({
        SMSMessageData: { Message: "x", Recipients: [{ status: "Success" }] },
      }).success,
    ).toBe(false);
  });
});

describe("statusCode meanings", () => {
  it("list every documented code (SMS docs, 'Send Bulk SMS': 100–102, 401–407, 409, 500–502)", () => {
    expect(
      Object.fromEntries(
        Object.entries(recipientStatusCodes).map(([code, { name }]) => [code, name]),
      ),
    ).toEqual({
      100: "Processed",
      101: "Sent",
      102: "Queued",
      401: "RiskHold",
      402: "InvalidSenderId",
      403: "InvalidPhoneNumber",
      404: "UnsupportedNumberType",
      405: "InsufficientBalance",
      406: "UserInBlacklist",
      407: "CouldNotRoute",
      409: "DoNotDisturbRejection",
      500: "InternalServerError",
      501: "GatewayError",
      502: "RejectedByGateway",
    });
  });

  it.each([
    [100, "sent"],
    [101, "sent"],
    [102, "sent"],
    [401, "refused"],
    [402, "refused"],
    [403, "invalid-number"],
    [404, "invalid-number"],
    [405, "retry"],
    [406, "refused"],
    [407, "retry"],
    [409, "refused"],
    [500, "retry"],
    [501, "retry"],
    [502, "refused"],
    [103, "sent"],
    [410, "refused"],
    [503, "retry"],
  ])("%i is %s", (code, meaning) => {
    expect(recipientMeaning(code)).toBe(meaning);
  });
});

describe("costs", () => {
  it.each([
    ["KES 0.8000", { currency: "KES", cents: 80 }],
    ["KES 1.00", { currency: "KES", cents: 100 }],
    ["KES 1.6000", { currency: "KES", cents: 160 }],
    ["KES 12", { currency: "KES", cents: 1200 }],
    ["TZS 44.0000", { currency: "TZS", cents: 4400 }],
    ["USD 0.0050", { currency: "USD", cents: 1 }],
    ["USD 0.0049", { currency: "USD", cents: 0 }],
    ["0", { currency: null, cents: 0 }],
    ["0.0000", { currency: null, cents: 0 }],
  ])("%j is %j", (cost, expected) => {
    expect(parseCost(cost)).toEqual(expected);
  });

  it.each(["", "KES", "0.8000 KES", "KES -1", "kes 1.00", "KES 1,000.00"])(
    "%j cannot be read",
    (cost) => {
      expect(parseCost(cost)).toBeNull();
    },
  );
});

describe("delivery reports", () => {
  it("reads the documented fields (docs.africastalking.com/sms/deliveryreports; laravel's dataset)", () => {
    const form = new URLSearchParams({
      id: "ATXid_520e732ea1191c1f03a7d9bea3a91006",
      status: "Failed",
      phoneNumber: "+254720123123",
      networkCode: "63902",
      failureReason: "UserInBlackList",
      retryCount: "0",
    });
    expect(parseDeliveryReport(form)).toEqual({
      messageId: "ATXid_520e732ea1191c1f03a7d9bea3a91006",
      status: "Failed",
      meaning: "failed",
      phoneNumber: "+254720123123",
      networkCode: "63902",
      failureReason: "UserInBlackList",
      retryCount: 0,
    });
  });

  it("takes a report without the optional fields, an empty failureReason, and unknown fields", () => {
    expect(
      parseDeliveryReport({
        id: "ATXid_1",
        status: "Success",
        phoneNumber: "+254711000000",
        failureReason: "",
        somethingNew: "x",
      }),
    ).toMatchObject({
      meaning: "delivered",
      failureReason: null,
      networkCode: null,
      retryCount: null,
    });
  });

  it("refuses a form without id, status or phoneNumber, or with a bad retryCount", () => {
    const whole = { id: "ATXid_1", status: "Success", phoneNumber: "+254711000000" };
    for (const field of ["id", "status", "phoneNumber"] as const) {
      const { [field]: _left, ...rest } = whole;
      expect(parseDeliveryReport(rest)).toBeNull();
    }
    expect(parseDeliveryReport({ ...whole, retryCount: "-1" })).toBeNull();
    expect(parseDeliveryReport({ ...whole, retryCount: "many" })).toBeNull();
  });

  it.each([
    ["Success", "delivered"],
    ["Failed", "failed"],
    ["Rejected", "failed"],
    ["Sent", "pending"],
    ["Submitted", "pending"],
    ["Buffered", "pending"],
    ["AbsentSubscriber", "pending"],
  ])("status %s is %s", (status, meaning) => {
    expect(deliveryMeaning(status)).toBe(meaning);
  });
});
