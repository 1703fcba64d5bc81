// Staff catalogue changes through the built shop's HTTP interface, with images in a real local
// S3-compatible bucket: upload, serve, refuse what does not belong, and who may.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, shopClient } from "../../tools/harness/http-client.ts";
import { startS3, type TestS3 } from "../../tools/harness/s3.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { solidPicture } from "../support/pictures.ts";

const admin = { email: "owner@duka.test", password: "owner-password-1" };

describe("staff catalogue changes over HTTP, images in S3", () => {
  let dataDir: string;
  let s3: TestS3;
  let shop: ShopProcess;
  let adminCookie: string;
  let customerCookie: string;

  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const client = shopClient(() => shop.url);
  const post = (pathname: string, body: FormData | URLSearchParams, cookie?: string) =>
    client.post(pathname, body, { cookie });

  async function itemForm(
    fields: Record<string, string>,
    picture?: Buffer,
    fileName = "photo.png",
  ): Promise<FormData> {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    if (picture)
      body.set("image", new Blob([new Uint8Array(picture)], { type: "image/png" }), fileName);
    return body;
  }

  beforeAll(async () => {
    ensureBuilt();
    s3 = await startS3();
    dataDir = tempDataDir();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: "false",
      ...s3.env,
    });
    adminCookie = cookieOf(await post("/auth", form(admin)));
    await post(
      "/register",
      form({
        email: "customer@example.com",
        password: "customer-pass-1",
        confirmPassword: "customer-pass-1",
      }),
    );
    customerCookie = cookieOf(
      await post("/auth", form({ email: "customer@example.com", password: "customer-pass-1" })),
    );
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("adds an item whose image is stored in the bucket and served by the shop", async () => {
    const created = await post(
      "/create",
      await itemForm(
        { name: "Maasai Shuka", type: "Households", price: "1200.50" },
        await solidPicture("png"),
        "../../etc/passwd",
      ),
      adminCookie,
    );
    expect(created.status).toBe(200);
    const html = await created.text();
    const itemPath = /href="(\/item\/[0-9a-f-]{36})"/.exec(html)?.[1];
    expect(itemPath).toBeDefined();

    const category = await (await fetch(`${shop.url}/type/households`)).text();
    expect(category).toContain("Maasai Shuka");
    expect(category).toContain("Ksh. 1,200.50");
    const image = /src="(\/images\/[0-9a-f-]{36}\/[0-9a-f]{12}-300\.webp)"/.exec(category)?.[1];
    expect(image).toBeDefined();
    const served = await fetch(`${shop.url}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
  });

  it("refuses a missing image and a bad price, keeping the typed text", async () => {
    const response = await post(
      "/create",
      await itemForm({ name: "Kept name", type: "women", price: "-5" }),
      adminCookie,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Choose an image for the item.");
    expect(html).toContain("Enter the price in Ksh");
    expect(html).toContain('value="Kept name"');
  });

  it("refuses a picture over 10 MB, and more than 8, naming what is wrong and keeping the text", async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 7);
    const response = await post(
      "/create",
      await itemForm({ name: "Huge", type: "women", price: "100" }, big, "holiday.png"),
      adminCookie,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("holiday.png is larger than 10 MB");
    expect(html).toContain('value="Huge"');

    const nine = await itemForm({ name: "Nine", type: "women", price: "100" });
    const small = await solidPicture("png", 50, 50);
    for (let n = 1; n <= 9; n++)
      nine.append("image", new Blob([new Uint8Array(small)], { type: "image/png" }), `${n}.png`);
    const tooMany = await post("/create", nine, adminCookie);
    expect(tooMany.status).toBe(400);
    const refused = await tooMany.text();
    expect(refused).toContain("Choose at most 8 pictures (you chose 9).");
    expect(refused).toContain('value="Nine"');
  });

  it("adds three pictures at once, then removes one and chooses the main one", async () => {
    const body = await itemForm({ name: "Kitenge Set", type: "women", price: "800" });
    for (const [n, format] of (["png", "jpeg", "webp"] as const).entries())
      body.append(
        "image",
        new Blob([new Uint8Array(await solidPicture(format, 120 + n, 120))]),
        `kitenge-${n + 1}.${format}`,
      );
    const created = await post("/create", body, adminCookie);
    expect(created.status).toBe(200);
    const itemPath = /href="(\/item\/[0-9a-f-]{36})"/.exec(await created.text())![1]!;
    const pictures = async () =>
      [
        ...(await (await fetch(`${shop.url}${itemPath}`)).text()).matchAll(
          /src="\/(images\/[0-9a-f-]{36}\/[0-9a-f]{12})-800\.webp"/g,
        ),
      ].map((match) => match[1]!);
    const [first, second, third] = await pictures();
    expect([first, second, third].every(Boolean)).toBe(true);

    const editPage = await (
      await fetch(`${shop.url}${itemPath}/edit`, { headers: { Cookie: adminCookie } })
    ).text();
    for (const label of ["Remove photo 1", "Remove photo 3", "Main photo", "Add photos"])
      expect(editPage).toContain(label);

    // Removing every picture is refused; the typed price and the ticks come back.
    const everything = await itemForm({ name: "Kitenge Set", type: "women", price: "750" });
    for (const key of [first, second, third]) everything.append("removePhoto", key!);
    const refused = await post(`${itemPath}/edit`, everything, adminCookie);
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("An item needs a photo: keep one, or add another.");
    expect(refusedPage).toContain('value="750"');
    expect(refusedPage.match(/name="removePhoto"[^>]*checked/g)).toHaveLength(3);

    const change = await itemForm({ name: "Kitenge Set", type: "women", price: "800" });
    change.append("removePhoto", first!);
    change.set("mainPhoto", third!);
    expect((await post(`${itemPath}/edit`, change, adminCookie)).status).toBe(302);
    expect(await pictures()).toEqual([third, second]);
    // The removed picture is no longer served (deleted from the bucket after the change).
    expect((await fetch(`${shop.url}/${first}-300.webp`)).status).toBe(404);
  });

  it("lets only staff add, edit or delete", async () => {
    const picture = await solidPicture("png");
    const asCustomer = await post(
      "/create",
      await itemForm({ name: "Nope", type: "women", price: "100" }, picture),
      customerCookie,
    );
    expect(asCustomer.status).toBe(403);
    const signedOut = await post(
      "/create",
      await itemForm({ name: "Nope", type: "women", price: "100" }, picture),
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/auth?redirectTo=%2Fcreate");

    const category = await (await fetch(`${shop.url}/type/households`)).text();
    const itemPath = /href="(\/item\/[0-9a-f-]{36})"/.exec(category)![1]!;
    for (const action of ["edit", "delete"]) {
      expect(
        (
          await post(
            `${itemPath}/${action}`,
            await itemForm({ name: "x", type: "y", price: "1" }),
            customerCookie,
          )
        ).status,
      ).toBe(403);
      expect(
        (await fetch(`${shop.url}${itemPath}/${action}`, { headers: { Cookie: customerCookie } }))
          .status,
      ).toBe(403);
    }
    expect((await fetch(`${shop.url}${itemPath}`)).status).toBe(200);
  });

  it("edits the price, then deletes the item with its images", async () => {
    const category = await (await fetch(`${shop.url}/type/households`)).text();
    const itemPath = /href="(\/item\/[0-9a-f-]{36})"/.exec(category)![1]!;
    const image = /src="(\/images\/[^"]+-300\.webp)"/.exec(category)![1]!;

    const edited = await post(
      `${itemPath}/edit`,
      await itemForm({ name: "Maasai Shuka", type: "Households", price: "999" }),
      adminCookie,
    );
    expect(edited.status).toBe(302);
    expect(await (await fetch(`${shop.url}${itemPath}`)).text()).toContain("Ksh. 999.00");

    const deleted = await post(`${itemPath}/delete`, new URLSearchParams(), adminCookie);
    expect(deleted.status).toBe(302);
    expect((await fetch(`${shop.url}${itemPath}`)).status).toBe(404);
    expect((await fetch(`${shop.url}${image}`)).status).toBe(404);
  });
});
