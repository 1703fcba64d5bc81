// The shop's WhatsApp links (app/lib/whatsapp.ts): a number in the forms people write it becomes
// wa.me's digits, a prefilled text is encoded, and a number WhatsApp cannot reach gives no link.
import { describe, expect, it } from "vitest";
import { whatsappDigits, whatsappLink } from "../../app/lib/whatsapp.ts";

describe("whatsappDigits", () => {
  it.each([
    ["0712 345 678", "254712345678"],
    ["+254 712-345-678", "254712345678"],
    ["0112345678", "254112345678"],
    ["+255 754 123 456", "255754123456"],
    ["(+44) 7700 900123", "447700900123"],
  ])("%s -> %s", (typed, digits) => {
    expect(whatsappDigits(typed)).toBe(digits);
  });

  it.each(["", "12345", "020 123 4567", "+0 123 456 789", "call us"])("refuses %j", (typed) => {
    expect(whatsappDigits(typed)).toBeNull();
  });
});

describe("whatsappLink", () => {
  it("opens a chat with the text already written", () => {
    expect(
      whatsappLink("0712 345 678", "Habari, nina swali kuhusu oda yangu 0F8FAD5B & zaidi?"),
    ).toBe(
      "https://wa.me/254712345678?text=Habari%2C%20nina%20swali%20kuhusu%20oda%20yangu%200F8FAD5B%20%26%20zaidi%3F",
    );
    expect(whatsappLink("0712 345 678")).toBe("https://wa.me/254712345678");
    expect(whatsappLink("020 123 4567", "x")).toBeNull();
  });
});
