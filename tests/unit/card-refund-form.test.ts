// The desk's refund form, read on the server: an amount in Ksh from 1 to what was paid, and a reason
// of 3 to 200 characters on one line; anything else is refused with a message per field.
import { describe, expect, it } from "vitest";
import { readRefundForm } from "../../app/modules/payments/pesapal/card-refund.server.ts";

const paid = 2_450_00;

describe("the refund form", () => {
  it("takes an amount up to what was paid and a reason", () => {
    expect(
      readRefundForm({ refundAmount: "1,200.50", refundReason: "  Torn seam " }, paid),
    ).toEqual({
      ok: true,
      amountCents: 1_200_50,
      reason: "Torn seam",
    });
    expect(
      readRefundForm({ refundAmount: "2450", refundReason: "Whole order" }, paid),
    ).toMatchObject({
      ok: true,
      amountCents: paid,
    });
  });

  it.each([
    ["", "refundAmount"],
    ["0", "refundAmount"],
    ["0.50", "refundAmount"],
    ["2450.01", "refundAmount"],
    ["-5", "refundAmount"],
    ["12.345", "refundAmount"],
    ["1e3", "refundAmount"],
    ["9".repeat(500), "refundAmount"],
  ])("refuses the amount %j", (refundAmount, field) => {
    const read = readRefundForm({ refundAmount, refundReason: "A good reason" }, paid);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(Object.keys(read.errors)).toEqual([field]);
  });

  it.each([[undefined], [""], ["no"], ["x".repeat(201)], ["two\nlines"], ["nul\u0000"]])(
    "refuses the reason %j",
    (refundReason) => {
      const read = readRefundForm({ refundAmount: "100", refundReason }, paid);
      expect(read).toEqual({
        ok: false,
        errors: { refundReason: { key: "desk.refund.error.reason", values: { min: 3, max: 200 } } },
      });
    },
  );
});
