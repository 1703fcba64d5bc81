// The order SMS (app/modules/sms/messages.server.ts): each kind in English and Kiswahili, written in
// the order's language, to the +254 form of the phone, and one GSM-7 segment with the longest
// values the shop's rules allow (an order at the online limit, the longest M-Pesa number and
// city); the owner's alert cuts a long name so it stays one SMS too.
import { describe, expect, it } from "vitest";
import { languages, type Language } from "../../app/i18n/languages.ts";
import { checkoutRules } from "../../app/lib/rules/checkout.ts";
import { settingsRules } from "../../app/lib/rules/settings.ts";
import { smsSegments } from "../../app/lib/sms-text.ts";
import {
  orderPlacedSms,
  orderStatusSms,
  type SmsOrder,
} from "../../app/modules/sms/messages.server.ts";
import { paymentMethodValues } from "../../app/lib/payment-methods.ts";

const longest = (language: Language, paymentMethod: SmsOrder["paymentMethod"]): SmsOrder => ({
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  // The longest order number the database allows (new orders get 8 characters).
  orderNumber: "ABCDEFGHJKLM",
  language,
  // The largest total taken online (ORDER_MAX_KSH's default, 5,000,000).
  totalCents: 5_000_000_00,
  paymentMethod,
  shippingName: "W".repeat(checkoutRules.name.maxLength),
  shippingPhone: "0712 345 678",
  shippingCity: "C".repeat(checkoutRules.city.maxLength),
});
const mpesaNumber = "9".repeat(settingsRules.mpesaNumber.maxLength);

describe.each(languages)("order SMS in %s", (language) => {
  it.each(paymentMethodValues)("placed (%s) and the owner's alert are one SMS each", (method) => {
    const [placed, alert] = orderPlacedSms(longest(language, method), {
      mpesaNumber,
      alertsPhone: "0733 000 000",
    });
    expect(placed).toMatchObject({ kind: "order-placed", to: "+254712345678", language });
    expect(placed!.text).toContain("ABCDEFGHJKLM");
    if (method === "mpesa") expect(placed!.text).toContain(mpesaNumber);
    expect(smsSegments(placed!.text)).toMatchObject({ encoding: "GSM-7", segments: 1 });
    expect(alert).toMatchObject({ kind: "order-alert", to: "+254733000000" });
    expect(smsSegments(alert!.text)).toMatchObject({ encoding: "GSM-7", segments: 1 });
  });

  it.each(["paid", "shipped", "delivered", "cancelled"] as const)("%s is one SMS", (status) => {
    const message = orderStatusSms(longest(language, "mpesa"), status)!;
    expect(message.kind).toBe(`order-${status}`);
    expect(message.text).toContain("ABCDEFGHJKLM");
    expect(smsSegments(message.text)).toMatchObject({ encoding: "GSM-7", segments: 1 });
  });
});

describe("order SMS", () => {
  it("are written in the order's language", () => {
    const order = longest("sw", "cashondelivery");
    expect(orderStatusSms({ ...order, shippingCity: "Mombasa" }, "shipped")!.text).toBe(
      "Duka Fashions: oda ABCDEFGHJKLM iko njiani kwenda Mombasa.",
    );
    expect(orderStatusSms({ ...order, language: "en" }, "delivered")!.text).toBe(
      "Duka Fashions: order ABCDEFGHJKLM has been delivered. Thank you for shopping with us!",
    );
  });

  it("send nothing for a status without a message, and no alert without an alerts phone", () => {
    expect(orderStatusSms(longest("en", "mpesa"), "pending")).toBeNull();
    expect(orderPlacedSms(longest("en", "mpesa"), { mpesaNumber })).toHaveLength(1);
  });

  it("trade typographic characters for GSM-7 ones, and keep a number that cannot take an SMS unsent", () => {
    const order = {
      ...longest("en", "mpesa"),
      shippingCity: "Murang’a",
      shippingPhone: "020 123 4567",
    };
    const message = orderStatusSms(order, "shipped")!;
    expect(message.text).toContain("Murang'a");
    expect(message).toMatchObject({ status: "skipped", to: "020 123 4567" });
  });
});
