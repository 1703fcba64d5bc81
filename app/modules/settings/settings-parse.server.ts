// Reads a posted settings form and turns it into settings or a refusal per field (server only:
// it runs the Zod rules; the form's shape and values live in app/lib/settings-form.ts).
import { z } from "zod";
import { msg } from "../../i18n/keys.ts";
import type { MessageKey } from "../../i18n/messages/en.ts";
import type { Message } from "../../i18n/translate.ts";
import { countryCodes, type CountryCode } from "../../lib/countries.ts";
import { hasControlCharacters } from "../../lib/control-characters.ts";
import { normaliseCity, type DeliveryZone } from "../../lib/delivery.ts";
import { fieldErrors, type FieldErrors } from "../../lib/forms.server.ts";
import { parseKshToCents } from "../../lib/money.ts";
import { normaliseKenyanMobile } from "../../lib/mpesa-phone.ts";
import { settingsRules } from "../../lib/rules/settings.ts";
import {
  textFields,
  zoneField,
  type SettingsFormValues,
  type ZoneRowValues,
} from "../../lib/settings-form.ts";
import type { ShopSettings } from "../../lib/shop-settings.ts";
import { whatsappDigits } from "../../lib/whatsapp.ts";

/** The posted form's fields as typed (nothing but strings; at most as many zone rows as could be shown). */
export function readSettingsForm(form: FormData): SettingsFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const rows = Math.min(
    Number.parseInt(text("zoneRows"), 10) || 0,
    settingsRules.zones.maxCount + settingsRules.blankZoneRows,
  );
  const zones = Array.from({ length: rows }, (_, row) => ({
    name: text(zoneField(row, "name")),
    fee: text(zoneField(row, "fee")),
    countries: form
      .getAll(zoneField(row, "countries"))
      .filter((value): value is string => typeof value === "string"),
    cities: text(zoneField(row, "cities")),
    remove: form.get(zoneField(row, "remove")) !== null,
  }));
  return {
    ...(Object.fromEntries(textFields.map((name) => [name, text(name)])) as Omit<
      SettingsFormValues,
      "zones"
    >),
    zones,
  };
}

/**
 * One line of text, trimmed. A number or an address has one refusal, `invalid`, whatever is wrong
 * with it; free text (no `invalid`) says whether it is too long or not one line.
 */
const line = (max: number, messages: { required?: MessageKey; invalid?: MessageKey }) =>
  z
    .string()
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(messages.required ? 1 : 0, messages.required ? msg(messages.required) : undefined)
        .max(max, msg(messages.invalid ?? "settings.error.tooLong"))
        .refine(
          (text) => !hasControlCharacters(text),
          msg(messages.invalid ?? "settings.error.oneLine"),
        ),
    );

/** A Ksh amount in a range; an empty field is `empty`. */
const amount = (range: { min: number; max: number }, invalid: MessageKey, empty: number | null) =>
  z.string().transform((text, ctx) => {
    if (text.trim() === "") return empty;
    const cents = parseKshToCents(text);
    if (cents === null || cents < range.min || cents > range.max) {
      ctx.addIssue({
        code: "custom",
        message: msg(invalid),
        params: { min: range.min / 100, max: range.max / 100 },
      });
      return z.NEVER;
    }
    return cents;
  });

const rules = settingsRules;

/** The opening hours, in English and in Kiswahili: the same rule. */
const hours = line(rules.hours.maxLength, { required: "settings.error.hoursRequired" });

const contactAndPayment = z.object({
  version: z
    .string()
    .regex(/^\d{1,9}$/, msg("settings.error.expired"))
    .transform(Number),
  phone: line(rules.phone.maxLength, {
    required: "settings.error.phoneRequired",
    invalid: "settings.error.phoneInvalid",
  }).refine((text) => rules.phone.pattern.test(text), msg("settings.error.phoneInvalid")),
  email: line(rules.email.maxLength, {
    required: "settings.error.emailRequired",
    invalid: "settings.error.emailInvalid",
  }).pipe(z.email(msg("settings.error.emailInvalid"))),
  address: line(rules.address.maxLength, { required: "settings.error.addressRequired" }),
  hoursEn: hours,
  hoursSw: hours,
  mpesaNumber: line(rules.mpesaNumber.maxLength, {
    required: "settings.error.mpesaNumberInvalid",
    invalid: "settings.error.mpesaNumberInvalid",
  }).refine(
    (text) => rules.mpesaNumber.pattern.test(text),
    msg("settings.error.mpesaNumberInvalid"),
  ),
  mpesaName: line(rules.mpesaName.maxLength, { required: "settings.error.mpesaNameRequired" }),
  defaultFee: amount(rules.feeCents, "settings.error.feeInvalid", 0),
  freeAbove: amount(rules.freeAboveCents, "settings.error.freeAboveInvalid", null),
  alertsPhone: line(rules.phone.maxLength, { invalid: "settings.error.alertsPhoneInvalid" }).refine(
    (text) => text === "" || normaliseKenyanMobile(text) !== null,
    msg("settings.error.alertsPhoneInvalid"),
  ),
  whatsappNumber: line(rules.phone.maxLength, { invalid: "settings.error.whatsappInvalid" }).refine(
    (text) => text === "" || whatsappDigits(text) !== null,
    msg("settings.error.whatsappInvalid"),
  ),
});

const zoneName = line(rules.zones.nameMaxLength, { required: "settings.error.zoneNameRequired" });
const zoneFee = amount(rules.feeCents, "settings.error.feeInvalid", null).refine(
  (cents) => cents !== null,
  msg("settings.error.zoneFeeRequired"),
);
const zoneCountries = z
  .array(z.enum(countryCodes, { message: msg("settings.error.zoneCountries") }))
  .min(1, msg("settings.error.zoneCountries"));

/** "Nairobi, Kiambu" -> ["Nairobi", "Kiambu"], each once (as normaliseCity compares them). */
const zoneCities = z.string().transform((text, ctx) => {
  const cities = text
    .split(",")
    .map((city) => city.replace(/\s+/g, " ").trim())
    .filter((city) => city !== "");
  const { maxCities, cityMaxLength } = rules.zones;
  if (cities.length > maxCities)
    ctx.addIssue({
      code: "custom",
      message: msg("settings.error.tooManyCities"),
      params: { max: maxCities },
    });
  if (cities.some((city) => city.length > cityMaxLength || hasControlCharacters(city))) {
    ctx.addIssue({
      code: "custom",
      message: msg("settings.error.cityTooLong"),
      params: { max: cityMaxLength },
    });
  }
  return [...new Map(cities.map((city) => [normaliseCity(city), city])).values()];
});

const isBlank = (row: ZoneRowValues) =>
  row.name.trim() === "" &&
  row.fee.trim() === "" &&
  row.countries.length === 0 &&
  row.cities.trim() === "";

/** Two zones that would both claim an address: the same city of a country, or a whole country twice. */
function overlap(
  zones: readonly DeliveryZone[],
  zone: DeliveryZone,
): { other: string; country: CountryCode; city: string | null } | null {
  for (const other of zones) {
    for (const country of zone.countries.filter((code) => other.countries.includes(code))) {
      if (zone.cities.length === 0 && other.cities.length === 0)
        return { other: other.name, country, city: null };
      const shared = zone.cities.find((city) =>
        other.cities.some((name) => normaliseCity(name) === normaliseCity(city)),
      );
      if (shared) return { other: other.name, country, city: shared };
    }
  }
  return null;
}

export type SettingsParse =
  { ok: true; settings: ShopSettings; editedVersion: number } | { ok: false; errors: FieldErrors };

export function parseSettingsForm(values: SettingsFormValues): SettingsParse {
  const errors: FieldErrors = {};
  const head = contactAndPayment.safeParse(values);
  if (!head.success) Object.assign(errors, fieldErrors(head.error));

  const zones: DeliveryZone[] = [];
  const kept = values.zones
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => !row.remove && !isBlank(row));
  if (kept.length > rules.zones.maxCount)
    errors.zones = { key: "settings.error.tooManyZones", values: { max: rules.zones.maxCount } };
  for (const { row, index } of kept) {
    const refuse = (field: keyof ZoneRowValues, message: Message) => {
      errors[zoneField(index, field)] ??= message;
    };
    const name = zoneName.safeParse(row.name);
    const fee = zoneFee.safeParse(row.fee);
    const countries = zoneCountries.safeParse(row.countries);
    const cities = zoneCities.safeParse(row.cities);
    for (const [field, result] of [
      ["name", name],
      ["fee", fee],
      ["countries", countries],
      ["cities", cities],
    ] as const) {
      if (!result.success) refuse(field, Object.values(fieldErrors(result.error))[0]!);
    }
    if (!name.success || !fee.success || !countries.success || !cities.success) continue;
    if (zones.some((zone) => zone.name.toLowerCase() === name.data.toLowerCase())) {
      refuse("name", { key: "settings.error.zoneNameTwice", values: { name: name.data } });
      continue;
    }
    const zone: DeliveryZone = {
      name: name.data,
      feeCents: fee.data!,
      countries: [...new Set(countries.data)],
      cities: cities.data,
    };
    const clash = overlap(zones, zone);
    if (clash) {
      const message: Message = clash.city
        ? { key: "settings.error.cityInTwoZones", values: { city: clash.city, other: clash.other } }
        : {
            key: "settings.error.countryInTwoZones",
            values: { country: clash.country, other: clash.other },
          };
      refuse(clash.city ? "cities" : "countries", message);
      continue;
    }
    zones.push(zone);
  }
  if (!head.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const form = head.data;
  return {
    ok: true,
    editedVersion: form.version,
    settings: {
      contact: {
        phone: form.phone,
        email: form.email,
        address: form.address,
        hours: { en: form.hoursEn, sw: form.hoursSw },
      },
      mpesa: { number: form.mpesaNumber, name: form.mpesaName },
      delivery: { zones, defaultFeeCents: form.defaultFee ?? 0, freeAboveCents: form.freeAbove },
      messaging: { alertsPhone: form.alertsPhone, whatsappNumber: form.whatsappNumber },
    },
  };
}
