// The shop's settings: the environment's values until staff first save; every field checked (a
// refusal names the field and saves nothing); a save recorded with who, when, before and after; a
// save that another one overtook refused; and a save seen at once by every app server on the
// database (two servers on one PostgreSQL database, each with its own memory).
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChangeFeed, type ChangeTopic } from "../../app/db/changes.server.ts";
import { openDatabase, type Database, type Db } from "../../app/db/client.server.ts";
import { settingsChanges } from "../../app/db/schema/settings.ts";
import { serverTranslator } from "../../app/i18n/catalogue.server.ts";
import { createLogger } from "../../app/lib/logger.server.ts";
import { describeChange } from "../../app/lib/settings-change.ts";
import {
  settingsFormValues,
  withNewZone,
  zoneField,
  type SettingsFormValues,
} from "../../app/lib/settings-form.ts";
import {
  parseSettingsForm,
  readSettingsForm,
} from "../../app/modules/settings/settings-parse.server.ts";
import { settingsHistory, settingsStore } from "../../app/modules/settings/settings.server.ts";
import { storedSettings, type ShopSettings } from "../../app/lib/shop-settings.ts";
import { createServerDatabase, databaseKinds, openTestDatabase } from "../support/database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "../support/users.ts";

/** The form as a browser posts it (zone rows by index; ticked countries repeated; Remove only when ticked). */
function posted(values: SettingsFormValues): FormData {
  const form = new FormData();
  const { zones, ...fields } = values;
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("zoneRows", String(zones.length));
  zones.forEach((zone, row) => {
    form.set(zoneField(row, "name"), zone.name);
    form.set(zoneField(row, "fee"), zone.fee);
    for (const country of zone.countries) form.append(zoneField(row, "countries"), country);
    form.set(zoneField(row, "cities"), zone.cities);
    if (zone.remove) form.set(zoneField(row, "remove"), "on");
  });
  return form;
}

const env = {
  SHOP_PHONE: "+254 700 111 222",
  SHOP_EMAIL: "duka@example.com",
  SHOP_ADDRESS: "Tom Mboya St, Nairobi",
  SHOP_MPESA_NUMBER: "174379",
  SHOP_MPESA_NAME: "Duka Ltd",
  DELIVERY_FEE: "250",
};

describe.each(databaseKinds)("shop settings on %s", (kind) => {
  let database: Database;
  let db: Db;
  let shop: ReturnType<typeof testServices>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    shop = testServices(db, env);
  });
  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  /** The form filled from the settings now, changed by `edit`. */
  const form = async (edit: (values: SettingsFormValues) => void = () => {}) => {
    const { settings, version } = await shop.settings.current();
    const values = settingsFormValues(settings, version);
    edit(values);
    return values;
  };

  it("uses the environment's values, and the catalogue's opening hours, until staff save", async () => {
    expect(await shop.settings.current()).toEqual({
      version: 0,
      settings: {
        contact: {
          phone: "+254 700 111 222",
          email: "duka@example.com",
          address: "Tom Mboya St, Nairobi",
          hours: { en: "Mon to Sat, 8:00 to 19:00", sw: expect.any(String) },
        },
        mpesa: { number: "174379", name: "Duka Ltd" },
        delivery: { zones: [], defaultFeeCents: 250_00, freeAboveCents: null },
        messaging: { alertsPhone: "", whatsappNumber: "" },
      },
    });
    // The form shows them, without empty zones: Add zone adds one, keeping what was typed.
    const values = await form();
    expect(values).toMatchObject({
      version: "0",
      phone: "+254 700 111 222",
      defaultFee: "250",
      freeAbove: "",
    });
    expect(values.zones).toEqual([]);
    const typed = { ...values, phone: "+254 711 000 000" };
    expect(withNewZone(typed)).toEqual({
      ...typed,
      zones: [{ name: "", fee: "", countries: [], cities: "", remove: false }],
    });
  });

  it("refuses each bad field with its own message and saves nothing", async () => {
    const values = await form((v) => {
      v.phone = "call us";
      v.email = "not-an-email";
      v.address = "   ";
      v.hoursSw = "line\nbreak";
      v.mpesaNumber = "07-12";
      v.defaultFee = "-5";
      v.freeAbove = "abc";
      v.alertsPhone = "020 123 4567";
      v.whatsappNumber = "12345";
      v.zones[0] = { name: "Nairobi", fee: "", countries: [], cities: "", remove: false };
      v.zones[1] = { name: "", fee: "100", countries: ["XX"], cities: "", remove: false };
    });
    const parsed = parseSettingsForm(readSettingsForm(posted(values)));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(
      Object.fromEntries(
        Object.entries(parsed.errors).map(([field, message]) => [field, message.key]),
      ),
    ).toEqual({
      phone: "settings.error.phoneInvalid",
      email: "settings.error.emailInvalid",
      address: "settings.error.addressRequired",
      hoursSw: "settings.error.oneLine",
      mpesaNumber: "settings.error.mpesaNumberInvalid",
      defaultFee: "settings.error.feeInvalid",
      freeAbove: "settings.error.freeAboveInvalid",
      alertsPhone: "settings.error.alertsPhoneInvalid",
      whatsappNumber: "settings.error.whatsappInvalid",
      [zoneField(0, "fee")]: "settings.error.zoneFeeRequired",
      [zoneField(0, "countries")]: "settings.error.zoneCountries",
      [zoneField(1, "name")]: "settings.error.zoneNameRequired",
      [zoneField(1, "countries")]: "settings.error.zoneCountries",
    });
    expect(parsed.errors.defaultFee).toEqual({
      key: "settings.error.feeInvalid",
      values: { min: 0, max: 100_000 },
    });
    expect((await shop.settings.current()).version).toBe(0);
  });

  it("takes the order alerts phone and the WhatsApp number in any form people write them, or empty", async () => {
    const parse = async (alertsPhone: string, whatsappNumber: string) =>
      parseSettingsForm(
        readSettingsForm(posted({ ...(await form()), alertsPhone, whatsappNumber })),
      );
    const kenyan = await parse(" 0712 345 678 ", "+255 754 123 456");
    expect(kenyan.ok && kenyan.settings.messaging).toEqual({
      alertsPhone: "0712 345 678",
      whatsappNumber: "+255 754 123 456",
    });
    const off = await parse("", "");
    expect(off.ok && off.settings.messaging).toEqual({ alertsPhone: "", whatsappNumber: "" });
    // A document saved before these settings existed reads as both empty.
    const { messaging: _, ...older } = (await shop.settings.current()).settings;
    expect(storedSettings.parse(older).messaging).toEqual({ alertsPhone: "", whatsappNumber: "" });
  });

  it("refuses zones that would both claim an address, and a name used twice", async () => {
    const zones = (rows: SettingsFormValues["zones"]) =>
      parseSettingsForm(
        readSettingsForm(posted({ ...settingsFormValues(defaultsOf(), 0), zones: rows })),
      );
    const defaultsOf = (): ShopSettings => ({
      contact: {
        phone: "+254 700 111 222",
        email: "a@b.co",
        address: "x",
        hours: { en: "9-5", sw: "3-11" },
      },
      mpesa: { number: "174379", name: "Duka" },
      delivery: { zones: [], defaultFeeCents: 0, freeAboveCents: null },
      messaging: { alertsPhone: "", whatsappNumber: "" },
    });
    const row = (name: string, countries: string[], cities = "") => ({
      name,
      fee: "100",
      countries,
      cities,
      remove: false,
    });
    const errorsOf = (outcome: ReturnType<typeof zones>) => (outcome.ok ? {} : outcome.errors);
    expect(
      errorsOf(zones([row("Kenya", ["KE"]), row("Also Kenya", ["KE", "TZ"])]))[
        zoneField(1, "countries")
      ],
    ).toEqual({
      key: "settings.error.countryInTwoZones",
      values: { country: "KE", other: "Kenya" },
    });
    expect(
      errorsOf(
        zones([row("Nairobi", ["KE"], "Nairobi, Thika"), row("Central", ["KE"], "thika ,Nyeri")]),
      )[zoneField(1, "cities")],
    ).toEqual({
      key: "settings.error.cityInTwoZones",
      values: { city: "thika", other: "Nairobi" },
    });
    expect(
      errorsOf(zones([row("Nairobi", ["KE"], "Nairobi"), row("NAIROBI", ["UG"])]))[
        zoneField(1, "name")
      ],
    ).toEqual({
      key: "settings.error.zoneNameTwice",
      values: { name: "NAIROBI" },
    });
    // The same city name in two countries is two places; a city zone inside a country zone is the point.
    const fine = zones([
      row("Kenya", ["KE"]),
      row("Nairobi", ["KE"], " nairobi,  Nairobi "),
      row("Nairobi TZ", ["TZ"], "Nairobi"),
      { ...row("", []), fee: "" },
      { ...row("Gone", ["KE"]), remove: true },
    ]);
    expect(fine.ok && fine.settings.delivery.zones).toEqual([
      { name: "Kenya", feeCents: 100_00, countries: ["KE"], cities: [] },
      { name: "Nairobi", feeCents: 100_00, countries: ["KE"], cities: ["Nairobi"] },
      { name: "Nairobi TZ", feeCents: 100_00, countries: ["TZ"], cities: ["Nairobi"] },
    ]);
  });

  it("saves, applies at once, and records who changed what", async () => {
    const staff = await makeUser(shop.auth, db, "admin");
    const values = await form((v) => {
      v.phone = "+254 711 000 000";
      v.hoursEn = "Every day, 9:00 to 18:00";
      v.freeAbove = "5,000";
      v.zones[0] = {
        name: "Nairobi",
        fee: "150",
        countries: ["KE"],
        cities: "Nairobi, Kiambu",
        remove: false,
      };
      v.zones[1] = { name: "Kenya", fee: "300.50", countries: ["KE"], cities: "", remove: false };
    });
    const parsed = parseSettingsForm(readSettingsForm(posted(values)));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const before = (await shop.settings.current()).settings;
    expect(await shop.settings.save(parsed.settings, parsed.editedVersion, staff.id)).toEqual({
      ok: true,
      version: 1,
      changed: true,
    });

    const now = await shop.settings.current();
    expect(now.version).toBe(1);
    expect(now.settings.contact.phone).toBe("+254 711 000 000");
    expect(now.settings.delivery).toEqual({
      zones: [
        { name: "Nairobi", feeCents: 150_00, countries: ["KE"], cities: ["Nairobi", "Kiambu"] },
        { name: "Kenya", feeCents: 300_50, countries: ["KE"], cities: [] },
      ],
      defaultFeeCents: 250_00,
      freeAboveCents: 5000_00,
    });

    const [entry] = await settingsHistory(db);
    expect(entry).toMatchObject({
      version: 1,
      changedByEmail: staff.email,
      before,
      after: now.settings,
    });
    expect(Date.now() - entry!.changedAt.getTime()).toBeLessThan(60_000);
    const t = serverTranslator("en");
    expect(describeChange(t, entry!.before, entry!.after)).toEqual([
      { setting: "Phone", from: "+254 700 111 222", to: "+254 711 000 000" },
      {
        setting: "Opening hours (English)",
        from: "Mon to Sat, 8:00 to 19:00",
        to: "Every day, 9:00 to 18:00",
      },
      {
        setting: "Free delivery when the items are worth at least (Ksh)",
        from: "(none)",
        to: "Ksh. 5,000.00",
      },
      { setting: "Zone Nairobi", from: "(none)", to: "Ksh. 150.00 · Kenya · Nairobi, Kiambu" },
      { setting: "Zone Kenya", from: "(none)", to: "Ksh. 300.50 · Kenya · whole country" },
    ]);

    // Saving the same again changes nothing and records nothing.
    const again = parseSettingsForm(readSettingsForm(posted(await form())));
    if (!again.ok) throw new Error("refused");
    expect(await shop.settings.save(again.settings, again.editedVersion, staff.id)).toEqual({
      ok: true,
      version: 1,
      changed: false,
    });
    expect(await db.$count(settingsChanges)).toBe(1);
  });

  it("refuses a save made from a page shown before another save, keeping the settings that won", async () => {
    const staff = await makeUser(shop.auth, db, "admin");
    const { settings, version } = await shop.settings.current();
    const mine = { ...settings, mpesa: { number: "555 555", name: "Mine" } };
    const theirs = { ...settings, mpesa: { number: "777 777", name: "Theirs" } };
    expect(await shop.settings.save(theirs, version, staff.id)).toMatchObject({
      ok: true,
      changed: true,
    });
    const refused = await shop.settings.save(mine, version, staff.id);
    expect(refused).toEqual({
      ok: false,
      reason: "stale",
      current: { version: version + 1, settings: theirs },
    });
    expect((await shop.settings.current()).settings.mpesa.name).toBe("Theirs");
  });

  it("lets one of two simultaneous first saves through", async () => {
    const other = await openTestDatabaseSibling();
    try {
      const staff = await makeUser(other.shop.auth, other.db, "admin");
      const { settings } = await other.shop.settings.current();
      const outcomes = await Promise.all(
        ["A", "B", "C"].map((name) =>
          other.shop.settings.save({ ...settings, mpesa: { number: "12345", name } }, 0, staff.id),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "stale")).toHaveLength(
        2,
      );
      expect(await other.db.$count(settingsChanges)).toBe(1);
    } finally {
      await other.close();
    }
  });

  /** A fresh database of the same kind with its own services. */
  async function openTestDatabaseSibling() {
    const fresh = await openTestDatabase(kind);
    const services = testServices(fresh.db, env);
    return {
      db: fresh.db,
      shop: services,
      close: async () => {
        await services.stop();
        await fresh.close();
        rmSync(services.dataDir, { recursive: true, force: true });
      },
    };
  }

  it("announces a change only when its transaction commits", async () => {
    const feed = createChangeFeed();
    const heard: (ChangeTopic | null)[] = [];
    feed.subscribe((topic) => heard.push(topic));
    await feed.listenTo(database.listen);
    try {
      await db
        .transaction(async (tx) => {
          await tx.execute("select pg_notify('shop_changes', 'settings')");
          throw new Error("rolled back");
        })
        .catch(() => {});
      // Notifications arrive in commit order: had the rolled-back one been sent, it would be heard
      // before this later one (another topic), so hearing only the later one proves it was not,
      // without waiting for silence.
      await db.transaction(async (tx) => {
        await tx.execute("select pg_notify('shop_changes', 'catalogue')");
      });
      await expect.poll(() => heard, { timeout: 2_000 }).toEqual(["catalogue"]);
    } finally {
      await feed.stop();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  "settings across two app servers on one PostgreSQL database",
  () => {
    it("a save on one server is in force on the other within a second, without a restart", async () => {
      const server = await createServerDatabase();
      const opened: Database[] = [];
      const feeds: ReturnType<typeof createChangeFeed>[] = [];
      try {
        const stores = [];
        for (let i = 0; i < 2; i++) {
          const database = await openDatabase({ kind: "postgres", url: server.url });
          opened.push(database);
          const feed = createChangeFeed();
          await feed.listenTo(database.listen);
          feeds.push(feed);
          const services = testServices(database.db, env);
          stores.push({
            services,
            store: settingsStore(
              database.db,
              (await services.settings.current()).settings,
              feed,
              createLogger("silent"),
            ),
          });
        }
        const [a, b] = stores as [(typeof stores)[0], (typeof stores)[0]];
        // Both servers have read (and keep in memory) the defaults.
        expect((await b.store.current()).version).toBe(0);
        const staff = await makeUser(a.services.auth, opened[0]!.db, "admin");
        const { settings } = await a.store.current();
        const saved = await a.store.save(
          { ...settings, contact: { ...settings.contact, phone: "+254 799 999 999" } },
          0,
          staff.id,
        );
        expect(saved.ok).toBe(true);
        const started = performance.now();
        await expect
          .poll(async () => (await b.store.current()).settings.contact.phone, {
            timeout: 1_000,
            interval: 20,
          })
          .toBe("+254 799 999 999");
        expect(performance.now() - started).toBeLessThan(1_000);
        for (const { services } of stores) {
          await services.stop();
          rmSync(services.dataDir, { recursive: true, force: true });
        }
      } finally {
        for (const feed of feeds) await feed.stop();
        for (const database of opened) await database.close();
        await server.drop();
      }
    });
  },
);
