// Property-based fuzzing of every form action through the built shop: random and hostile values
// (wrong types, huge strings, control characters, Unicode, SQL and HTML fragments, extra fields),
// posted as the user each form is for. No answer may be a 500, and whatever was stored is shown
// escaped: the marker tag never reaches a page as a tag.
import { rmSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";

const admin = { email: "owner@duka.test", password: "owner-password-1" };
/** Rendered as a tag only if some page forgets to escape what a visitor typed. */
const marker = "<x-fuzz>";

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "",
    " ",
    marker,
    `${marker}<script>alert(1)</script>`,
    "' OR 1=1; --",
    "'; drop table orders; --",
    "\u0000",
    "line\r\nBcc: victim@example.com",
    "\u202e\u200b\ufeff",
    "../../etc/passwd",
    "-1",
    "0",
    "1e309",
    "NaN",
    "12.345",
    "１２",
    "a".repeat(100_000),
    "😀".repeat(600),
    "mpesa",
    "cashondelivery",
    "pending",
    "record-payment",
    "increase",
    "remove",
    "00000000-0000-0000-0000-000000000000",
    "x@example.com",
  ),
);

/** A form: the fields the action reads, some left out, plus fields nobody asked for. */
const formOf = (names: string[]) =>
  fc.dictionary(fc.constantFrom(...names, "extra", "__proto__", "role", "priceCents"), hostile, {
    maxKeys: names.length + 2,
  });

describe("form actions under random and hostile input", () => {
  let dataDir: string;
  let shop: ShopProcess;
  const client = shopClient(() => shop.url);
  let adminCookie: string;
  let customerCookie: string;
  let itemId: string;
  let orderId: string;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: "true",
    });
    adminCookie = await client.signIn(admin.email, admin.password);
    customerCookie = await client.registerAndSignIn();
    itemId = (await client.itemIdsOn("/type/women"))[0]!;
    orderId = await client.placeOrder({ cookie: customerCookie }, itemId);
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const forms: {
    label?: string;
    action: () => string;
    fields: string[];
    as: () => string | undefined;
    multipart?: boolean;
  }[] = [
    { action: () => "/auth", fields: ["email", "password"], as: () => undefined },
    {
      action: () => "/register",
      fields: ["email", "password", "confirmPassword"],
      as: () => undefined,
    },
    { action: () => "/forgot-password", fields: ["email"], as: () => undefined },
    {
      action: () => "/reset-password",
      fields: ["token", "password", "confirmPassword"],
      as: () => undefined,
    },
    {
      label: "/item/:id",
      action: () => `/item/${itemId}`,
      fields: ["quantity", "instructions"],
      as: () => customerCookie,
    },
    { action: () => "/cart", fields: ["intent", "lineId", "quantity"], as: () => customerCookie },
    {
      action: () => "/checkout",
      fields: [
        "idempotencyKey",
        "paymentMethod",
        "name",
        "email",
        "address",
        "phone",
        "city",
        "postalCode",
        "country",
      ],
      as: () => customerCookie,
    },
    {
      action: () => "/create",
      fields: ["name", "type", "price", "wholesalePrices", "packSize"],
      as: () => adminCookie,
      multipart: true,
    },
    {
      label: "/item/:id/edit",
      action: () => `/item/${itemId}/edit`,
      fields: ["name", "type", "price", "wholesalePrices", "packSize"],
      as: () => adminCookie,
      multipart: true,
    },
    {
      action: () => "/wholesale",
      fields: ["businessName", "kraPin", "businessPhone", "town"],
      as: () => customerCookie,
    },
    { action: () => "/admin/wholesale", fields: ["userId", "decision"], as: () => adminCookie },
    {
      label: "/admin/orders/:orderId",
      action: () => `/admin/orders/${orderId}`,
      fields: ["intent", "expectedStatus", "paidWith", "reference", "note", "reason"],
      as: () => adminCookie,
    },
  ];

  for (const form of forms) {
    it(`never answers ${form.label ?? form.action()} with a server error`, async () => {
      await fc.assert(
        fc.asyncProperty(
          formOf(form.fields),
          fc.option(fc.uint8Array({ maxLength: 2048 })),
          async (fields, file) => {
            let body: URLSearchParams | FormData;
            if (form.multipart) {
              body = new FormData();
              for (const [name, value] of Object.entries(fields)) body.append(name, value);
              if (file) body.append("image", new Blob([file], { type: "image/png" }), "fuzz.png");
            } else {
              body = new URLSearchParams(Object.entries(fields));
            }
            const answer = await client.post(form.action(), body, { cookie: form.as() });
            const html = await answer.text();
            expect(
              answer.status,
              `${form.action()} ${JSON.stringify(fields).slice(0, 300)}`,
            ).toBeLessThan(500);
            expect(html).not.toContain(marker);
            // Production pages never show a stack trace or SQL.
            expect(html).not.toMatch(
              /at \w+ \(|node_modules|syntax error at|violates \w+ constraint|insert into "|select .* from "/i,
            );
          },
        ),
        { numRuns: 25 },
      );
    }, 120_000);
  }

  /** Bodies that are no well-formed form of the type they claim, and their content types. */
  const garbage = fc.oneof(
    fc
      .uint8Array({ minLength: 1, maxLength: 4096 })
      .map((bytes) => ({ type: "multipart/form-data; boundary=----fuzz", body: bytes })),
    fc
      .uint8Array({ minLength: 1, maxLength: 4096 })
      .map((bytes) => ({ type: "application/octet-stream", body: bytes })),
    fc
      .constantFrom(
        "text/plain",
        "application/json",
        "image/png",
        "multipart/form-data",
        "multipart/mixed; boundary=x",
        "",
      )
      .map((type) => ({ type, body: new TextEncoder().encode("email=x%40example.com") })),
    // A well-formed multipart form cut off before its closing boundary.
    fc.integer({ min: 10, max: 120 }).map((cut) => ({
      type: "multipart/form-data; boundary=----fuzz",
      body: new TextEncoder()
        .encode(
          `------fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.com\r\n------fuzz\r\nContent-Disposition: form-data; name="password"\r\n\r\nsecret-1234\r\n------fuzz--\r\n`,
        )
        .slice(0, cut),
    })),
  );

  for (const form of forms) {
    it(`answers garbage bodies to ${form.label ?? form.action()} with 400 or 415 and a short message`, async () => {
      await fc.assert(
        fc.asyncProperty(garbage, fc.boolean(), async ({ type, body }, asData) => {
          // React Router's single-fetch address of the action takes the same bodies.
          const pathname = asData ? `${form.action()}.data` : form.action();
          const cookie = form.as();
          const answer = await fetch(`${shop.url}${pathname}`, {
            method: "POST",
            redirect: "manual",
            headers: {
              Origin: shop.url,
              ...(type ? { "Content-Type": type } : {}),
              ...(cookie ? { Cookie: cookie } : {}),
            },
            body,
          });
          const text = await answer.text();
          expect([400, 415], `${pathname} ${type} ${answer.status}`).toContain(answer.status);
          expect(text.length).toBeLessThan(200);
        }),
        { numRuns: 20 },
      );
    }, 120_000);
  }

  it("shows whatever was stored escaped on every page that shows it", async () => {
    const pages: [string, string | undefined][] = [
      ["/", undefined],
      ["/type/women", undefined],
      [`/item/${itemId}`, customerCookie],
      ["/search?q=x-fuzz", undefined],
      ["/cart", customerCookie],
      ["/orders", customerCookie],
      [`/order-confirmation/${orderId}`, customerCookie],
      ["/admin", adminCookie],
      ["/admin/orders", adminCookie],
      [`/admin/orders/${orderId}`, adminCookie],
      ["/admin/items", adminCookie],
    ];
    for (const [path, cookie] of pages) {
      const answer = await client.get(path, { cookie });
      expect(answer.status, path).toBeLessThan(500);
      expect(await answer.text(), path).not.toContain(marker);
    }
  });
});
