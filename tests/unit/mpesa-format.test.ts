// M-Pesa's formats without I/O: phone numbers, Daraja timestamps and passwords, the texts a payment
// request carries, ResultCode outcomes, and the checked reading of callback and C2B bodies.
import { describe, expect, it } from "vitest";
import { maskPhone, normaliseKenyanMobile } from "../../app/lib/mpesa-phone.ts";
import {
  accountReference,
  darajaTimestamp,
  parseC2BPayment,
  parseDarajaTimestamp,
  parseStkCallback,
  resultOutcome,
  stkPassword,
  transactionDesc,
} from "../../app/modules/payments/mpesa/daraja-format.ts";

describe("normaliseKenyanMobile", () => {
  it("reads every way people write a Safaricom number", () => {
    const forms: Array<[string, string]> = [
      ["0712345678", "254712345678"],
      ["0712 345 678", "254712345678"],
      ["0712-345-678", "254712345678"],
      ["0712.345.678", "254712345678"],
      ["(0712) 345678", "254712345678"],
      ["0112345678", "254112345678"],
      ["+254712345678", "254712345678"],
      ["+254 712 345 678", "254712345678"],
      ["(+254) 712-345-678", "254712345678"],
      ["254712345678", "254712345678"],
      ["+254112345678", "254112345678"],
      ["254112345678", "254112345678"],
      ["712345678", "254712345678"],
      ["112345678", "254112345678"],
      ["+254 (0) 712 345 678", "254712345678"],
      [" 0722\u00a0000\u00a0111 ", "254722000111"],
    ];
    for (const [typed, expected] of forms)
      expect(normaliseKenyanMobile(typed), typed).toBe(expected);
  });

  it("refuses landlines, wrong lengths, other countries and anything that is not a number", () => {
    const refused = [
      "",
      "0201234567", // Nairobi landline
      "+254201234567",
      "071234567", // one digit short
      "07123456789", // one digit long
      "2547123456789",
      "+255712345678", // Tanzania
      "+1 712 345 678",
      "0812345678",
      "+712345678",
      "07l2345678",
      "0712345678x",
      "0712/345/678",
      "++254712345678",
    ];
    for (const typed of refused) expect(normaliseKenyanMobile(typed), typed).toBeNull();
  });
});

describe("maskPhone", () => {
  it("keeps the country code, the first digit and the last three", () => {
    expect(maskPhone("254712345678")).toBe("2547•••••678");
    expect(maskPhone("254112345000")).toBe("2541•••••000");
  });
  it("hides short values entirely", () => {
    expect(maskPhone("1234567")).toBe("•••••••");
    expect(maskPhone("")).toBe("");
  });
});

describe("darajaTimestamp", () => {
  it("writes Nairobi time (UTC+3)", () => {
    expect(darajaTimestamp(new Date("2024-06-15T09:05:07Z"))).toBe("20240615120507");
  });
  it("is already the next day in Nairobi late in the UTC evening", () => {
    expect(darajaTimestamp(new Date("2024-03-31T21:30:05Z"))).toBe("20240401003005");
    expect(darajaTimestamp(new Date("2023-12-31T22:00:00Z"))).toBe("20240101010000");
    expect(darajaTimestamp(new Date("2024-03-31T20:59:59Z"))).toBe("20240331235959");
  });
  it("reads back to the same instant, and refuses what is not a date", () => {
    const instant = new Date("2024-02-29T21:15:00Z");
    expect(parseDarajaTimestamp(darajaTimestamp(instant))?.toISOString()).toBe(
      instant.toISOString(),
    );
    expect(parseDarajaTimestamp(20221117155745)?.toISOString()).toBe("2022-11-17T12:57:45.000Z");
    for (const bad of ["20230231120000", "2023123112000", "20231231250000", "abc", ""])
      expect(parseDarajaTimestamp(bad), bad).toBeNull();
  });
});

describe("stkPassword", () => {
  it("is base64 of shortcode, passkey and timestamp (Daraja's documented sandbox example)", () => {
    const passkey = "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919";
    expect(stkPassword("174379", passkey, "20160216165627")).toBe(
      "MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3",
    );
  });
});

describe("accountReference and transactionDesc", () => {
  it("uses the order number people know, as letters and digits within 12 characters", () => {
    expect(accountReference("T7CFGE87")).toBe("T7CFGE87");
    expect(accountReference("t7cf-ge87")).toBe("T7CFGE87");
    // An order number of the longest kind still fits Daraja's limit.
    expect(accountReference("A1B2C3D4E5F6")).toBe("A1B2C3D4E5F6");
    expect(accountReference("A1B2C3D4E5F6XYZ").length).toBe(12);
  });
  it("cuts descriptions to 13 characters of letters, digits and spaces", () => {
    expect(transactionDesc("Order A1B2C3D4 at Duka")).toBe("Order A1B2C3D");
    expect(transactionDesc("  Duka   shop  ")).toBe("Duka shop");
    expect(transactionDesc("<script>")).toBe("script");
    expect(transactionDesc("!!!")).toBe("Payment");
    for (const text of ["x".repeat(40), "Kikapu cha Duka la Nairobi"])
      expect(transactionDesc(text).length).toBeLessThanOrEqual(13);
  });
});

describe("resultOutcome", () => {
  it("names each ResultCode's outcome, as number or string", () => {
    const table: Array<[number | string, string]> = [
      [0, "paid"],
      ["0", "paid"],
      [1, "insufficient-funds"],
      [1032, "cancelled"],
      ["1032", "cancelled"],
      [1037, "unreachable"],
      [2001, "wrong-pin"],
      [1019, "expired"],
      [1001, "busy"],
      [1025, "failed"],
      [9999, "failed"],
      ["SFC_IC0003", "failed"],
    ];
    for (const [code, outcome] of table) expect(resultOutcome(code), String(code)).toBe(outcome);
  });
});

const paidCallback = {
  Body: {
    stkCallback: {
      MerchantRequestID: "29115-34620561-1",
      CheckoutRequestID: "ws_CO_191220191020363925",
      ResultCode: 0,
      ResultDesc: "The service request is processed successfully.",
      CallbackMetadata: {
        Item: [
          { Name: "Amount", Value: 1250.0 },
          { Name: "MpesaReceiptNumber", Value: "NLJ7RT61SV" },
          { Name: "Balance" },
          { Name: "TransactionDate", Value: 20191219102115 },
          { Name: "PhoneNumber", Value: 254708374149 },
        ],
      },
    },
  },
};

describe("parseStkCallback", () => {
  it("reads an item whose Value is null as absent, and keeps the rest", () => {
    const withNull = structuredClone(paidCallback) as {
      Body: { stkCallback: { CallbackMetadata: { Item: { Name: string; Value?: unknown }[] } } };
    };
    withNull.Body.stkCallback.CallbackMetadata.Item[2] = { Name: "Balance", Value: null };
    expect(parseStkCallback(withNull)).toMatchObject({
      ok: true,
      value: { outcome: "paid", amountKsh: 1250 },
    });
  });

  it("flattens a paid callback, finding metadata by name", () => {
    const parsed = parseStkCallback(paidCallback);
    expect(parsed).toEqual({
      ok: true,
      value: {
        merchantRequestId: "29115-34620561-1",
        checkoutRequestId: "ws_CO_191220191020363925",
        resultCode: "0",
        resultDesc: "The service request is processed successfully.",
        outcome: "paid",
        amountKsh: 1250,
        receipt: "NLJ7RT61SV",
        transactionDate: new Date("2019-12-19T07:21:15Z"),
        phone: "254708374149",
      },
    });
  });

  it("reads the items in any order", () => {
    const items = [...paidCallback.Body.stkCallback.CallbackMetadata.Item].reverse();
    const shuffled = {
      Body: {
        stkCallback: { ...paidCallback.Body.stkCallback, CallbackMetadata: { Item: items } },
      },
    };
    const parsed = parseStkCallback(shuffled);
    expect(parsed.ok && parsed.value.outcome === "paid" && parsed.value.receipt).toBe("NLJ7RT61SV");
  });

  it("reads a callback that was not paid, which has no metadata", () => {
    const parsed = parseStkCallback({
      Body: {
        stkCallback: {
          MerchantRequestID: "m",
          CheckoutRequestID: "ws_CO_1",
          ResultCode: 1032,
          ResultDesc: "Request cancelled by user",
        },
      },
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        merchantRequestId: "m",
        checkoutRequestId: "ws_CO_1",
        resultCode: "1032",
        resultDesc: "Request cancelled by user",
        outcome: "cancelled",
      },
    });
  });

  it("refuses bad bodies with a reason instead of throwing", () => {
    const withoutReceipt = structuredClone(paidCallback);
    withoutReceipt.Body.stkCallback.CallbackMetadata.Item.splice(1, 1);
    const withoutAmount = structuredClone(paidCallback);
    withoutAmount.Body.stkCallback.CallbackMetadata.Item.splice(0, 1);
    const bad: unknown[] = [
      null,
      "text",
      [],
      {},
      { Body: {} },
      { Body: { stkCallback: { CheckoutRequestID: "ws_CO_1", ResultCode: 0, ResultDesc: "x" } } },
      {
        Body: {
          stkCallback: {
            MerchantRequestID: "m",
            CheckoutRequestID: "ws_CO_1",
            ResultCode: null,
            ResultDesc: "x",
          },
        },
      },
      {
        Body: {
          stkCallback: {
            MerchantRequestID: "m",
            CheckoutRequestID: "ws_CO_1",
            ResultCode: 0,
            ResultDesc: "x",
          },
        },
      },
      withoutReceipt,
      withoutAmount,
    ];
    for (const body of bad) {
      const parsed = parseStkCallback(body);
      expect(parsed.ok, JSON.stringify(body)).toBe(false);
      expect(!parsed.ok && parsed.error).toBeTruthy();
    }
  });
});

const confirmation = {
  TransactionType: "Pay Bill",
  TransID: "RKTQDM7W6S",
  TransTime: "20191122063845",
  TransAmount: "10.00",
  BusinessShortCode: "600638",
  BillRefNumber: " A1B2C3D4 ",
  InvoiceNumber: "",
  OrgAccountBalance: "49197.00",
  ThirdPartyTransID: "",
  MSISDN: "254708374149",
  FirstName: "John",
  MiddleName: "",
  LastName: "Doe",
};

describe("parseC2BPayment", () => {
  it("reads a confirmation", () => {
    expect(parseC2BPayment(confirmation)).toEqual({
      ok: true,
      value: {
        transactionType: "Pay Bill",
        transId: "RKTQDM7W6S",
        transTime: new Date("2019-11-22T03:38:45Z"),
        amountKsh: 10,
        businessShortCode: "600638",
        billRefNumber: "A1B2C3D4",
        invoiceNumber: "",
        orgAccountBalance: "49197.00",
        thirdPartyTransId: "",
        msisdn: "254708374149",
        payerName: "John Doe",
      },
    });
  });

  it("reads a validation request, with numbers where Daraja sometimes sends them and fields left out", () => {
    const { OrgAccountBalance: _balance, MiddleName: _middle, ...rest } = confirmation;
    const parsed = parseC2BPayment({ ...rest, TransAmount: 10, BusinessShortCode: 600638 });
    expect(
      parsed.ok && [
        parsed.value.amountKsh,
        parsed.value.businessShortCode,
        parsed.value.orgAccountBalance,
      ],
    ).toEqual([10, "600638", ""]);
  });

  it("refuses bad bodies with a reason instead of throwing", () => {
    const bad: unknown[] = [
      null,
      42,
      {},
      { ...confirmation, TransID: "" },
      { ...confirmation, TransTime: "yesterday" },
      { ...confirmation, TransAmount: "-5" },
      { ...confirmation, TransAmount: "ten" },
      { ...confirmation, BusinessShortCode: "12" },
      { ...confirmation, MSISDN: undefined },
    ];
    for (const body of bad) {
      const parsed = parseC2BPayment(body);
      expect(parsed.ok, JSON.stringify(body)).toBe(false);
    }
  });
});
