// Automatic M-Pesa payments without I/O: the MPESA_* configuration (one line naming the variable;
// nothing changes without MPESA_ENV), the whole-shilling amount asked, the phone a request goes to,
// and the plain words each Daraja result code gets.
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../app/config.server.ts";
import { en } from "../../app/i18n/messages/en.ts";
import { payerPhone } from "../../app/lib/mpesa-phone.ts";
import { quote, wholeShillings } from "../../app/lib/pricing.ts";
import { resultOutcome } from "../../app/modules/payments/mpesa/daraja-format.ts";

const sandbox = {
  MPESA_ENV: "sandbox",
  MPESA_CONSUMER_KEY: "key",
  MPESA_CONSUMER_SECRET: "secret",
  MPESA_SHORTCODE: "174379",
  MPESA_PASSKEY: "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
};

function refusal(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("accepted");
}

describe("MPESA_* configuration", () => {
  it("without MPESA_ENV there are no automatic payments, whatever else is set", () => {
    expect(parseConfig({}).mpesaApi).toBeUndefined();
    expect(
      parseConfig({ MPESA_CONSUMER_KEY: "key", MPESA_SHORTCODE: "174379" }).mpesaApi,
    ).toBeUndefined();
  });

  it("sandbox and production use Daraja's own address unless MPESA_API_URL is given", () => {
    expect(parseConfig(sandbox).mpesaApi).toMatchObject({
      env: "sandbox",
      apiUrl: "https://sandbox.safaricom.co.ke",
      type: "paybill",
      queryAfterMs: 60_000,
    });
    expect(parseConfig({ ...sandbox, MPESA_ENV: "production" }).mpesaApi?.apiUrl).toBe(
      "https://api.safaricom.co.ke",
    );
    expect(
      parseConfig({ ...sandbox, MPESA_API_URL: "http://127.0.0.1:3199/simulator/mpesa/" }).mpesaApi
        ?.apiUrl,
    ).toBe("http://127.0.0.1:3199/simulator/mpesa");
  });

  it("the simulator needs no credentials and is served by the shop itself", () => {
    const api = parseConfig({
      MPESA_ENV: "simulator",
      PUBLIC_URL: "https://duka.example",
      ALLOW_SIMULATOR_ON_HTTPS: "true",
    }).mpesaApi;
    expect(api).toMatchObject({
      env: "simulator",
      apiUrl: "https://duka.example/simulator/mpesa",
      shortcode: "174379",
    });
  });

  it.each([
    [{ ...sandbox, MPESA_CONSUMER_KEY: "" }, "MPESA_CONSUMER_KEY"],
    [{ ...sandbox, MPESA_CONSUMER_SECRET: "" }, "MPESA_CONSUMER_SECRET"],
    [{ ...sandbox, MPESA_SHORTCODE: "" }, "MPESA_SHORTCODE"],
    [{ ...sandbox, MPESA_SHORTCODE: "12ab" }, "MPESA_SHORTCODE"],
    [{ ...sandbox, MPESA_PASSKEY: "" }, "MPESA_PASSKEY"],
    [{ ...sandbox, MPESA_TYPE: "till" }, "MPESA_TILL_NUMBER"],
    [{ ...sandbox, MPESA_TYPE: "wallet" }, "MPESA_TYPE"],
    [{ ...sandbox, MPESA_ENV: "staging" }, "MPESA_ENV"],
    [{ ...sandbox, MPESA_API_URL: "ftp://daraja" }, "MPESA_API_URL"],
    [{ ...sandbox, MPESA_CALLBACK_SECRET: "short" }, "MPESA_CALLBACK_SECRET"],
  ])("refuses %o with one line naming %s", (env, name) => {
    const message = refusal(env);
    expect(message).toContain(name);
    expect(message).not.toContain("\n");
  });

  it("a till is paid to its till number", () => {
    expect(
      parseConfig({ ...sandbox, MPESA_TYPE: "till", MPESA_TILL_NUMBER: "5174379" }).mpesaApi,
    ).toMatchObject({ type: "till", tillNumber: "5174379" });
  });
});

describe("the amount asked and the phone asked", () => {
  it("asks the order total in whole shillings, rounded up so a paid order is never short", () => {
    expect(wholeShillings(175_000)).toBe(1750);
    expect(wholeShillings(175_001)).toBe(1751);
    expect(wholeShillings(99)).toBe(1);
    expect(quote([{ unitPriceCents: 33_350, quantity: 3 }], 25_000).mpesaAmountKsh).toBe(1251);
  });

  it("sends the request to the M-Pesa phone number typed, or else to the Phone No.", () => {
    expect(payerPhone("0712 345 678", "0799 000 111")).toBe("254712345678");
    expect(payerPhone("", "+254 799 000 111")).toBe("254799000111");
    expect(payerPhone("  ", "0112-345-678")).toBe("254112345678");
    expect(payerPhone("020 123 4567", "0712 345 678")).toBeNull();
    expect(payerPhone(undefined, "+44 20 7946 0000")).toBeNull();
  });
});

describe("what each result code means to the shopper", () => {
  it.each([
    ["1032", "the request was cancelled on the phone."],
    ["1", "there was not enough money in the M-Pesa account."],
    ["1037", "the phone could not be reached. Check that it is on and has signal."],
    ["2001", "the M-Pesa PIN was wrong."],
    ["1019", "the request expired before it was answered."],
    ["9999", "M-Pesa did not complete the payment."],
  ])("ResultCode %s: %s", (code, words) => {
    const outcome = resultOutcome(code);
    expect(en[`checkout.pay.reason.${outcome}` as keyof typeof en]).toBe(words);
  });
});
