// The order e-mails through a real SMTP server: from the shop's name, an HTML part laid out for mail
// clients (the shop's name on top, the order number, a table of the lines with delivery fee and
// total, a link to the order) beside the plain-text part, in the order's language; a payment by any
// method queues `Payment received` in the same transaction, and it never asks for payment.
import { rmSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { outbox } from "../../app/db/schema/mail.ts";
import { orders } from "../../app/db/schema/orders.ts";
import { createLogger } from "../../app/lib/logger.server.ts";
import { applyOrderAction } from "../../app/modules/desk/order-actions.server.ts";
import { mailSender } from "../../app/modules/mail/layout.server.ts";
import { deliverDue } from "../../app/modules/mail/outbox.server.ts";
import { smtpTransport } from "../../app/modules/mail/transport.server.ts";
import { changeOrderStatus } from "../../app/modules/orders/status-change.server.ts";
import { htmlText, parsePart, plainText } from "../../tools/harness/mime.ts";
import { startSmtpServer } from "../../tools/harness/smtp.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { makeOrder } from "../support/factories.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "../support/users.ts";

const mailOptions = { publicUrl: "http://shop.test" };

describe.each(databaseKinds)("order e-mails on %s", (kind) => {
  let database: Database;
  let shop: ReturnType<typeof testServices>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    shop = testServices(database.db);
  });
  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  const mailsOf = (orderId: string, kind: "order-confirmation" | "order-paid") =>
    database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, kind)));

  it("sends the confirmation and Payment received from the shop's name, as HTML with a table and as text", async () => {
    const staff = await makeUser(shop.auth, database.db, "admin");
    const customer = await makeUser(shop.auth, database.db);
    const order = await makeOrder(
      database.db,
      customer.id,
      { email: "wanjiru-mails@example.com", paymentMethod: "mpesa" },
      { quantity: 2 },
    );
    const paid = await applyOrderAction(
      database.db,
      order.id,
      staff.id,
      {
        intent: "record-payment",
        expectedStatus: "pending",
        paidWith: "mpesa",
        reference: "QK12AB34CD",
      },
      mailOptions,
    );
    expect(paid.ok).toBe(true);
    const [receipt] = await mailsOf(order.id, "order-paid");
    expect(receipt!.subject).toBe(
      `Payment received for your Duka Fashions order ${order.orderNumber}`,
    );
    // A mail about a paid order never asks for payment.
    expect(receipt!.text).not.toMatch(/\bPay\b|send Ksh/);
    expect(receipt!.text).toContain("reference QK12AB34CD");

    const server = await startSmtpServer();
    const transport = smtpTransport(server.url, mailSender("shop@duka.test", "Duka Fashions"));
    try {
      await deliverDue(database.db, transport, createLogger("silent"));
      const received = server.received
        .map((mail) => parsePart(mail.raw))
        .filter((mail) => mail.headers.get("to") === "wanjiru-mails@example.com");
      expect(received.map((mail) => mail.headers.get("subject")).sort()).toEqual(
        [
          `Payment received for your Duka Fashions order ${order.orderNumber}`,
          `Your Duka Fashions order ${order.orderNumber}`,
        ].sort(),
      );
      for (const mail of received) {
        expect(mail.headers.get("from")).toBe("Duka Fashions <shop@duka.test>");
        const html = htmlText(mail)!;
        expect(plainText(mail)).toContain(`Order number: ${order.orderNumber}`);
        expect(html).toMatch(/^<!DOCTYPE html>/);
        expect(html).toContain(">Duka Fashions</td>");
        expect(html).toContain(`Order number: ${order.orderNumber}`);
        expect(html).toMatch(
          /<table role="table"[\s\S]*<th[^>]*>Item<\/th>[\s\S]*>Delivery<[\s\S]*>Total</,
        );
        expect(html).toContain(`href="http://shop.test/order-confirmation/${order.id}"`);
        // Styles inline: mail clients drop style sheets.
        expect(html).not.toContain("<style");
      }
    } finally {
      transport.close();
      await server.close();
    }
  });

  it("writes Payment received in the order's language when M-Pesa confirms a payment", async () => {
    const customer = await makeUser(shop.auth, database.db);
    const order = await makeOrder(database.db, customer.id, { paymentMethod: "mpesa" });
    await database.db.update(orders).set({ language: "sw" }).where(eq(orders.id, order.id));
    const outcome = await database.db.transaction((tx) =>
      changeOrderStatus(
        tx,
        {
          orderId: order.id,
          expected: "pending",
          to: "paid",
          actor: { kind: "system" },
          payment: { paidWith: "mpesa", reference: "SIM1234567" },
        },
        mailOptions,
      ),
    );
    expect(outcome.ok).toBe(true);
    const [receipt] = await mailsOf(order.id, "order-paid");
    expect(receipt!.language).toBe("sw");
    expect(receipt!.subject).toBe(
      `Malipo yamepokelewa kwa oda yako ya Duka Fashions ${order.orderNumber}`,
    );
    expect(receipt!.html).toContain('<html lang="sw">');
    expect(receipt!.text).toContain("kumbukumbu SIM1234567");
  });
});
