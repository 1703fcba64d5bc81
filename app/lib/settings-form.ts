// Owns the settings form's shape: its fields as typed (kept whole on a refusal) and saved settings
// shown in them. Zones are rows: the saved ones and a few blank ones (a blank row is ignored;
// "Remove" drops a row). Reading and checking a post is in settings-parse.server.ts.
import { kshFieldValue } from "./money.ts";
import { settingsRules } from "./rules/settings.ts";
import type { ShopSettings } from "./shop-settings.ts";

export interface ZoneRowValues {
  name: string;
  fee: string;
  countries: string[];
  /** Comma-separated. */
  cities: string;
  remove: boolean;
}

export interface SettingsFormValues {
  /** The version the form was filled from. */
  version: string;
  phone: string;
  email: string;
  address: string;
  hoursEn: string;
  hoursSw: string;
  mpesaNumber: string;
  mpesaName: string;
  defaultFee: string;
  freeAbove: string;
  alertsPhone: string;
  whatsappNumber: string;
  zones: ZoneRowValues[];
}

export const textFields = [
  "version",
  "phone",
  "email",
  "address",
  "hoursEn",
  "hoursSw",
  "mpesaNumber",
  "mpesaName",
  "defaultFee",
  "freeAbove",
  "alertsPhone",
  "whatsappNumber",
] as const;

/** The name of a zone row's field in the form (and of its refusal). */
export const zoneField = (row: number, field: keyof ZoneRowValues) => `zone-${row}-${field}`;

const blankZone = (): ZoneRowValues => ({
  name: "",
  fee: "",
  countries: [],
  cities: "",
  remove: false,
});

/** The saved settings as the form shows them (a zone is added with `Add zone`). */
export function settingsFormValues(settings: ShopSettings, version: number): SettingsFormValues {
  const { contact, mpesa, delivery, messaging } = settings;
  return {
    version: String(version),
    phone: contact.phone,
    email: contact.email,
    address: contact.address,
    hoursEn: contact.hours.en,
    hoursSw: contact.hours.sw,
    mpesaNumber: mpesa.number,
    mpesaName: mpesa.name,
    defaultFee: kshFieldValue(delivery.defaultFeeCents),
    freeAbove: delivery.freeAboveCents === null ? "" : kshFieldValue(delivery.freeAboveCents),
    alertsPhone: messaging.alertsPhone,
    whatsappNumber: messaging.whatsappNumber,
    zones: [
      ...delivery.zones.map((zone) => ({
        name: zone.name,
        fee: kshFieldValue(zone.feeCents),
        countries: [...zone.countries],
        cities: zone.cities.join(", "),
        remove: false,
      })),
    ],
  };
}

/**
 * The form as typed with one more, empty zone (the `Add zone` button posts the form: nothing is
 * saved, nothing typed is lost); as many rows as the shop may have zones at most.
 */
export function withNewZone(values: SettingsFormValues): SettingsFormValues {
  if (values.zones.length >= settingsRules.zones.maxCount) return values;
  return { ...values, zones: [...values.zones, blankZone()] };
}
