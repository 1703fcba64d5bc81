// Owns what the shop's settings are: its contacts (footer and e-mails), the M-Pesa number and name
// shown at checkout, the delivery rules, the order alerts phone and the shop's WhatsApp; and the check that a stored document still has that
// shape. Shared by the server and the settings page in the browser.
import { z } from "zod";
import type { Language } from "../i18n/languages.ts";
import { countryCodes } from "./countries.ts";
import type { DeliveryRules } from "./delivery.ts";
import { settingsRules } from "./rules/settings.ts";

export interface ShopContact {
  phone: string;
  email: string;
  address: string;
  /** Opening hours as staff typed them for each language's readers. */
  hours: Record<Language, string>;
}

export interface ShopSettings {
  contact: ShopContact;
  mpesa: { number: string; name: string };
  delivery: DeliveryRules;
  /** Empty when not set: the phone that gets an SMS for every new order, and the shop's WhatsApp. */
  messaging: { alertsPhone: string; whatsappNumber: string };
}

/** The settings as last saved, and which save that was (0: never; the environment's defaults). */
export interface VersionedSettings {
  version: number;
  settings: ShopSettings;
}

const cents = (range: { min: number; max: number }) =>
  z.number().int().min(range.min).max(range.max);

/** The stored document's shape (what the form's schema produces). */
export const storedSettings: z.ZodType<ShopSettings> = z.object({
  contact: z.object({
    phone: z.string().max(settingsRules.phone.maxLength),
    email: z.string().max(settingsRules.email.maxLength),
    address: z.string().max(settingsRules.address.maxLength),
    hours: z.object({
      en: z.string().max(settingsRules.hours.maxLength),
      sw: z.string().max(settingsRules.hours.maxLength),
    }),
  }),
  mpesa: z.object({
    number: z.string().max(settingsRules.mpesaNumber.maxLength),
    name: z.string().max(settingsRules.mpesaName.maxLength),
  }),
  delivery: z.object({
    zones: z
      .array(
        z.object({
          name: z.string().min(1).max(settingsRules.zones.nameMaxLength),
          feeCents: cents(settingsRules.feeCents),
          countries: z.array(z.enum(countryCodes)).min(1),
          cities: z
            .array(z.string().min(1).max(settingsRules.zones.cityMaxLength))
            .max(settingsRules.zones.maxCities),
        }),
      )
      .max(settingsRules.zones.maxCount),
    defaultFeeCents: cents(settingsRules.feeCents),
    freeAboveCents: cents(settingsRules.freeAboveCents).nullable(),
  }),
  // Documents saved before these settings existed have neither.
  messaging: z
    .object({
      alertsPhone: z.string().max(settingsRules.phone.maxLength),
      whatsappNumber: z.string().max(settingsRules.phone.maxLength),
    })
    .default({ alertsPhone: "", whatsappNumber: "" }),
});
