// Owns saying what a save of the settings changed, setting by setting, for the history on the
// settings page: each contact or payment field that differs, and each zone added, removed or changed.
import type { Translator } from "../i18n/translate.ts";
import type { DeliveryZone } from "./delivery.ts";
import { formatKsh } from "./money.ts";
import type { ShopSettings } from "./shop-settings.ts";

export interface SettingChange {
  setting: string;
  /** As shown; "(none)" where the setting did not exist. */
  from: string;
  to: string;
}

export function describeChange(
  t: Translator,
  before: ShopSettings,
  after: ShopSettings,
): SettingChange[] {
  const none = t("settings.history.noValue");
  const fee = (cents: number | null) => (cents === null ? none : formatKsh(cents));
  const zone = (z: DeliveryZone | undefined) =>
    z
      ? [
          formatKsh(z.feeCents),
          z.countries.map((code) => t(`common.country.${code}`)).join(", "),
          z.cities.length > 0 ? z.cities.join(", ") : t("settings.history.wholeCountry"),
        ].join(" · ")
      : none;

  const fields: [string, string, string][] = [
    [t("settings.field.phone"), before.contact.phone, after.contact.phone],
    [t("settings.field.email"), before.contact.email, after.contact.email],
    [t("settings.field.address"), before.contact.address, after.contact.address],
    [t("settings.field.hoursEn"), before.contact.hours.en, after.contact.hours.en],
    [t("settings.field.hoursSw"), before.contact.hours.sw, after.contact.hours.sw],
    [t("settings.field.mpesaNumber"), before.mpesa.number, after.mpesa.number],
    [t("settings.field.mpesaName"), before.mpesa.name, after.mpesa.name],
    [
      t("settings.field.defaultFee"),
      fee(before.delivery.defaultFeeCents),
      fee(after.delivery.defaultFeeCents),
    ],
    [
      t("settings.field.freeAbove"),
      fee(before.delivery.freeAboveCents),
      fee(after.delivery.freeAboveCents),
    ],
    [
      t("settings.field.alertsPhone"),
      before.messaging.alertsPhone || none,
      after.messaging.alertsPhone || none,
    ],
    [
      t("settings.field.whatsappNumber"),
      before.messaging.whatsappNumber || none,
      after.messaging.whatsappNumber || none,
    ],
  ];
  const zoneNames = [
    ...new Set([...before.delivery.zones, ...after.delivery.zones].map((z) => z.name)),
  ];
  for (const name of zoneNames) {
    const find = (settings: ShopSettings) => settings.delivery.zones.find((z) => z.name === name);
    fields.push([t("settings.history.zone", { name }), zone(find(before)), zone(find(after))]);
  }
  return fields
    .filter(([, from, to]) => from !== to)
    .map(([setting, from, to]) => ({ setting, from, to }));
}
