// Pesapal's formats without I/O: the documented and recorded example bodies of every answer, exact
// amounts, what status codes mean, error objects (and the ones that are not errors), and the IPN.
// Each example says where it was copied from; "recorded" bodies are sandbox answers a public
// library saved as test fixtures, "documented" ones are samples of developer.pesapal.com.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bodyStatus,
  centsToDecimalText,
  centsToPesapalAmount,
  ipnAcknowledgement,
  isTransactionStatus,
  parseIpnList,
  parseIpnRegistration,
  parsePesapalNotification,
  parseRefundAnswer,
  parseSubmittedOrder,
  parseTokenAnswer,
  parseTransactionStatus,
  paymentState,
  pesapalAmountToCents,
  pesapalError,
} from "../../app/modules/payments/pesapal/pesapal-format.ts";

describe("amounts", () => {
  it("writes cents as Pesapal's decimals by moving digits", () => {
    expect(centsToDecimalText(125050)).toBe("1250.50");
    expect(centsToDecimalText(5)).toBe("0.05");
    expect(centsToDecimalText(0)).toBe("0.00");
    expect(centsToPesapalAmount(125050)).toBe(1250.5);
    expect(JSON.stringify({ amount: centsToPesapalAmount(125050) })).toBe('{"amount":1250.5}');
    expect(JSON.stringify({ amount: centsToPesapalAmount(10000) })).toBe('{"amount":100}');
    for (const cents of [12.5, -1, Number.NaN, Number.MAX_SAFE_INTEGER, Infinity]) {
      expect(centsToDecimalText(cents), String(cents)).toBeNull();
      expect(centsToPesapalAmount(cents), String(cents)).toBeNull();
    }
  });

  it("reads Pesapal's amounts, numbers or strings, into exact cents", () => {
    const read: Array<[unknown, number]> = [
      ["1250.5", 125050],
      [1250.5, 125050],
      ["1250.50", 125050],
      [100, 10000],
      ["100.00", 10000], // the refund sample sends a string
      [10.0, 1000],
      [0.01, 1],
      [0.1, 10],
      [" 7.25 ", 725],
      ["999999999999.99", 99999999999999],
    ];
    for (const [value, cents] of read)
      expect(pesapalAmountToCents(value), String(value)).toBe(cents);
  });

  it("refuses more than 2 decimals, signs, exponents, separators and non-numbers", () => {
    const refused: unknown[] = [
      "10.123",
      10.123,
      0.1 + 0.2,
      -1,
      "-1",
      "1e3",
      1e21,
      Number.NaN,
      Infinity,
      "",
      " ",
      "1,000",
      "12.",
      ".5",
      null,
      undefined,
      true,
      {},
      "1000000000000000",
    ];
    for (const value of refused) expect(pesapalAmountToCents(value), String(value)).toBeNull();
  });

  it("round-trips every amount exactly through the JSON number Pesapal takes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (cents) => {
        const written = JSON.stringify(centsToPesapalAmount(cents));
        expect(pesapalAmountToCents(JSON.parse(written))).toBe(cents);
        expect(pesapalAmountToCents(centsToDecimalText(cents))).toBe(cents);
      }),
    );
  });
});

describe("payment states", () => {
  it("maps status_code 0-3 and payment_status_description, in any case, to the shop's states", () => {
    expect(paymentState(0, "INVALID")).toBe("invalid");
    expect(paymentState(1, "COMPLETED")).toBe("completed");
    expect(paymentState(2, "Failed")).toBe("failed"); // the documentation's sample writes it so
    expect(paymentState(3, "REVERSED")).toBe("reversed");
    expect(paymentState("1", null)).toBe("completed");
    expect(paymentState(null, "reversed")).toBe("reversed");
  });

  it("knows no state when both are missing or unknown, or when they contradict each other", () => {
    expect(paymentState(undefined, undefined)).toBeNull();
    expect(paymentState(4, "PENDING")).toBeNull();
    expect(paymentState(1, "FAILED")).toBeNull();
    expect(paymentState(2, "Completed")).toBeNull();
  });
});

describe("errors", () => {
  it("reads the error object as recorded from the sandbox (error_type)", () => {
    // Quoted by a public integration's audit notes (find_string "invalid_api_request_parameters").
    const unknownIpn = {
      error: {
        error_type: "invalid_request_error",
        code: "invalid_api_request_parameters",
        message: "Invalid IPN URL ID provided.Check format and try again",
      },
      status: "500",
    };
    expect(pesapalError(unknownIpn)).toEqual({
      errorType: "invalid_request_error",
      code: "invalid_api_request_parameters",
      message: "Invalid IPN URL ID provided.Check format and try again",
    });
    expect(bodyStatus(unknownIpn)).toBe("500");
    const noBilling = {
      error: {
        error_type: "api_error",
        code: "missing_mandatory_billing_address",
        message: "Please provide billing details information on your API request.",
      },
      status: "500",
    };
    expect(pesapalError(noBilling)?.code).toBe("missing_mandatory_billing_address");
    // Bad consumer credentials, as the same notes dumped the answer (status null).
    const badCredentials = {
      error: {
        error_type: "authentication_error",
        code: "invalid_api_credentials_provided",
        message: "Invalid Access Token",
      },
      status: null,
    };
    expect(pesapalError(badCredentials)?.errorType).toBe("authentication_error");
    expect(bodyStatus(badCredentials)).toBeNull();
  });

  it("reads the error object as the Postman collection documents it (type)", () => {
    // documenter.getpostman.com "Pesapal API 3.0", section Error Object.
    expect(
      pesapalError({
        error: {
          type: "error_type",
          code: "response_code",
          message: "Detailed error message goes here..",
        },
      }),
    ).toEqual({
      errorType: "error_type",
      code: "response_code",
      message: "Detailed error message goes here..",
    });
  });

  it("sees no error in `error: null`, nor in an error object whose fields are all null", () => {
    expect(pesapalError({ error: null, status: "200" })).toBeNull();
    expect(
      pesapalError({
        error: { error_type: null, code: null, message: null, call_back_url: null },
        status: "200",
      }),
    ).toBeNull();
    expect(pesapalError(null)).toBeNull();
    expect(pesapalError({ error: "Order not found" })).toEqual({
      errorType: "",
      code: "",
      message: "Order not found",
    });
  });
});

describe("answers", () => {
  it("reads the token answer (documented: authentication)", () => {
    const answer = {
      token:
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJodHRwOi8vc2NoZW1hcy5taWNyb3NvZnQuY29tL3dzLzIwMDgvMDYa",
      expiryDate: "2021-08-26T12:29:30.5177702Z",
      error: null,
      status: "200",
      message: "Request processed successfully",
    };
    expect(parseTokenAnswer(answer)).toEqual({
      ok: true,
      value: { token: answer.token, expiresAt: new Date("2021-08-26T12:29:30.517Z") },
    });
    expect(parseTokenAnswer({ ...answer, token: null }).ok).toBe(false);
    expect(parseTokenAnswer({ ...answer, expiryDate: "soon" }).ok).toBe(false);
  });

  it("reads an IPN registration (recorded: laravel-pesapal CreatePesapalIpn.json; documented: registeripnurl)", () => {
    const recorded = {
      id: 4252,
      url: "http://lehner.com/iure-voluptatum-eos-qui-consequatur.html",
      created_date: "2024-03-18T07:13:57.9787143Z",
      ipn_id: "608fe0d3-4901-47e9-a2cb-dd754940a155",
      notification_type: 0,
      ipn_notification_type_description: "GET",
      ipn_status: 1,
      ipn_status_decription: "Active",
      error: null,
      status: "200",
    };
    expect(parseIpnRegistration(recorded)).toEqual({
      ok: true,
      value: {
        ipnId: "608fe0d3-4901-47e9-a2cb-dd754940a155",
        url: "http://lehner.com/iure-voluptatum-eos-qui-consequatur.html",
        notificationMethod: "GET",
      },
    });
    const documented = {
      url: "https://www.myapplication.com/ipn",
      created_date: "2022-03-03T17:29:03.7208266Z",
      ipn_id: "e32182ca-0983-4fa0-91bc-c3bb813ba750",
      error: null,
      status: "200",
    };
    expect(parseIpnRegistration(documented)).toMatchObject({
      ok: true,
      value: { ipnId: documented.ipn_id, notificationMethod: null },
    });
  });

  it("reads the IPN list (documented: getregisteredipn; recorded: an empty array)", () => {
    const documented = [
      {
        url: "https://www.myapplication.com/ipn",
        created_date: "2022-03-03T17:29:03.7208266Z",
        ipn_id: "e32182ca-0983-4fa0-91bc-c3bb813ba750",
        error: null,
        status: "200",
      },
      {
        url: "https://ipn.myapplication.com/application2",
        created_date: "2021-12-05T04:23:45.5509243Z",
        ipn_id: "c3bb813ba750-0983-4fa0-91bc-e32182ca",
        error: null,
        status: "200",
      },
    ];
    const parsed = parseIpnList(documented);
    expect(parsed.ok && parsed.value.map((ipn) => ipn.ipnId)).toEqual([
      "e32182ca-0983-4fa0-91bc-c3bb813ba750",
      "c3bb813ba750-0983-4fa0-91bc-e32182ca",
    ]);
    expect(parseIpnList([])).toEqual({ ok: true, value: [] });
    expect(parseIpnList({ error: null }).ok).toBe(false);
  });

  it("reads a submitted order (recorded: laravel-pesapal CreatePesapalOrder.json)", () => {
    expect(
      parseSubmittedOrder({
        order_tracking_id: "c8b0e0fb-23f0-44dc-b79b-dd751b446913",
        merchant_reference: "2cb149ff-fdf0-3de8-9952-7ad353f0e613",
        redirect_url:
          "https://cybqa.pesapal.com/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=c8b0e0fb-23f0-44dc-b79b-dd751b446913",
        error: null,
        status: "200",
      }),
    ).toEqual({
      ok: true,
      value: {
        orderTrackingId: "c8b0e0fb-23f0-44dc-b79b-dd751b446913",
        merchantReference: "2cb149ff-fdf0-3de8-9952-7ad353f0e613",
        redirectUrl:
          "https://cybqa.pesapal.com/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=c8b0e0fb-23f0-44dc-b79b-dd751b446913",
      },
    });
    expect(
      parseSubmittedOrder({ error: { error_type: "api_error", code: "x", message: "y" } }).ok,
    ).toBe(false);
  });

  /** The documentation's sample (gettransactionstatus), copied alike by many public clients. */
  const documentedStatus = {
    payment_method: "Visa",
    amount: 100,
    created_date: "2022-04-30T07:41:09.763",
    confirmation_code: "6513008693186320103009",
    payment_status_description: "Failed",
    description: "Unable to Authorize Transaction.Kindly contact your bank for assistance",
    message: "Request processed successfully",
    payment_account: "476173**0010",
    call_back_url:
      "https://test.com/?OrderTrackingId=7e6b62d9-883e-440f-a63e-e1105bbfadc3&OrderMerchantReference=1515111111",
    status_code: 2,
    merchant_reference: "1515111111",
    payment_status_code: "",
    currency: "KES",
    error: { error_type: null, code: null, message: null, call_back_url: null },
    status: "200",
  };

  it("reads a transaction status (documented: gettransactionstatus)", () => {
    expect(isTransactionStatus(documentedStatus)).toBe(true);
    expect(pesapalError(documentedStatus)).toBeNull();
    expect(parseTransactionStatus(documentedStatus)).toEqual({
      ok: true,
      value: {
        state: "failed",
        confirmationCode: "6513008693186320103009",
        amountCents: 10000,
        currency: "KES",
        paymentMethod: "Visa",
        paymentAccount: "476173**0010",
        description: "Unable to Authorize Transaction.Kindly contact your bank for assistance",
        merchantReference: "1515111111",
      },
    });
    // The same sample with the other documented states.
    const completed = {
      ...documentedStatus,
      status_code: 1,
      payment_status_description: "COMPLETED",
    };
    expect(parseTransactionStatus(completed)).toMatchObject({
      ok: true,
      value: { state: "completed" },
    });
    const reversed = {
      ...documentedStatus,
      status_code: 3,
      payment_status_description: "REVERSED",
    };
    expect(parseTransactionStatus(reversed)).toMatchObject({
      ok: true,
      value: { state: "reversed" },
    });
  });

  it("reads a pending order's status, error object and all (recorded: GetPesapalTransactionStatus.json)", () => {
    const recorded = {
      payment_method: "",
      amount: 10.0,
      created_date: "2024-03-18T18:25:46.75",
      confirmation_code: "",
      order_tracking_id: "96a5e1d9-f711-4423-82ce-dd758f972713",
      payment_status_description: "INVALID",
      description: null,
      message: "Request processed successfully",
      payment_account: "",
      call_back_url:
        "http://www.zemlak.com/?OrderTrackingId=96a5e1d9-f711-4423-82ce-dd758f972713&OrderMerchantReference=98771cd2-e240-3656-9e10-eb2f3d687ab2",
      status_code: 0,
      merchant_reference: "98771cd2-e240-3656-9e10-eb2f3d687ab2",
      payment_status_code: "",
      currency: "KES",
      error: {
        error_type: "api_error",
        code: "payment_details_not_found",
        message: "Pending Payment",
        call_back_url:
          "http://www.zemlak.com/?OrderTrackingId=96a5e1d9-f711-4423-82ce-dd758f972713&OrderMerchantReference=98771cd2-e240-3656-9e10-eb2f3d687ab2",
      },
      status: "500",
    };
    expect(isTransactionStatus(recorded)).toBe(true);
    expect(parseTransactionStatus(recorded)).toEqual({
      ok: true,
      value: {
        state: "invalid",
        confirmationCode: "",
        amountCents: 1000,
        currency: "KES",
        paymentMethod: "",
        paymentAccount: "",
        description: "",
        merchantReference: "98771cd2-e240-3656-9e10-eb2f3d687ab2",
      },
    });
  });

  it("refuses a status with no known state, contradicting fields or a bad amount", () => {
    expect(
      parseTransactionStatus({
        ...documentedStatus,
        status_code: 9,
        payment_status_description: "X",
      }).ok,
    ).toBe(false);
    expect(parseTransactionStatus({ ...documentedStatus, status_code: 1 }).ok).toBe(false);
    expect(parseTransactionStatus({ ...documentedStatus, amount: 100.555 }).ok).toBe(false);
    expect(parseTransactionStatus({ ...documentedStatus, merchant_reference: undefined }).ok).toBe(
      false,
    );
    expect(isTransactionStatus({ error: { code: "x" }, status: "500" })).toBe(false);
  });

  it("reads a refund answer (documented: refund-request)", () => {
    expect(parseRefundAnswer({ status: "200", message: "Refund request successfully" })).toEqual({
      ok: true,
      value: { accepted: true, message: "Refund request successfully" },
    });
    expect(parseRefundAnswer({ status: 500, message: "Refund rejected" })).toEqual({
      ok: true,
      value: { accepted: false, message: "Refund rejected" },
    });
    expect(parseRefundAnswer({ message: "no status" }).ok).toBe(false);
  });
});

describe("notifications", () => {
  it("reads an IPN sent as a GET (documented: the IPN's query parameters)", () => {
    const query = new URLSearchParams(
      "OrderTrackingId=d0fa69d6-f3cd-433b-858e-df86555b86c8&OrderMerchantReference=1515111111&OrderNotificationType=IPNCHANGE",
    );
    expect(parsePesapalNotification(query)).toEqual({
      ok: true,
      value: {
        orderTrackingId: "d0fa69d6-f3cd-433b-858e-df86555b86c8",
        merchantReference: "1515111111",
        notificationType: "IPNCHANGE",
      },
    });
  });

  it("reads an IPN posted as JSON, and the browser's return to the callback URL", () => {
    expect(
      parsePesapalNotification({
        OrderTrackingId: "d0fa69d6-f3cd-433b-858e-df86555b86c8",
        OrderNotificationType: "IPNCHANGE",
        OrderMerchantReference: "1515111111",
      }),
    ).toMatchObject({ ok: true, value: { notificationType: "IPNCHANGE" } });
    expect(
      parsePesapalNotification(
        new URLSearchParams(
          "order=A1&OrderTrackingId=x1&OrderMerchantReference=m1&OrderNotificationType=CALLBACKURL",
        ),
      ),
    ).toEqual({
      ok: true,
      value: { orderTrackingId: "x1", merchantReference: "m1", notificationType: "CALLBACKURL" },
    });
  });

  it("refuses notifications without the order or with an unknown type", () => {
    for (const query of [
      "OrderMerchantReference=m1&OrderNotificationType=IPNCHANGE",
      "OrderTrackingId=x1&OrderNotificationType=IPNCHANGE",
      "OrderTrackingId=x1&OrderMerchantReference=m1&OrderNotificationType=PAID",
      "OrderTrackingId=&OrderMerchantReference=m1&OrderNotificationType=IPNCHANGE",
    ]) {
      expect(parsePesapalNotification(new URLSearchParams(query)).ok, query).toBe(false);
    }
    expect(parsePesapalNotification(null).ok).toBe(false);
    expect(parsePesapalNotification("OrderTrackingId=x1").ok).toBe(false);
  });

  it("acknowledges an IPN as the documentation asks", () => {
    const notice = {
      orderTrackingId: "d0fa69d6-f3cd-433b-858e-df86555b86c8",
      merchantReference: "1515111111",
      notificationType: "IPNCHANGE" as const,
    };
    expect(ipnAcknowledgement(notice, true)).toEqual({
      orderNotificationType: "IPNCHANGE",
      orderTrackingId: "d0fa69d6-f3cd-433b-858e-df86555b86c8",
      orderMerchantReference: "1515111111",
      status: 200,
    });
    expect(ipnAcknowledgement(notice, false).status).toBe(500);
  });
});
