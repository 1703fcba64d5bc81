// Owns the shop's settings before staff first save them: the environment's values, and the
// catalogue's opening hours.
import type { Config } from "../../config.server.ts";
import type { Language } from "../../i18n/languages.ts";
import type { ShopSettings } from "../../lib/shop-settings.ts";

/** Before staff save anything: the environment's values, and the catalogue's opening hours. */
export function defaultSettings(
  config: Config,
  catalogueHours: Record<Language, string>,
): ShopSettings {
  return {
    contact: { ...config.contact, hours: catalogueHours },
    mpesa: config.mpesa,
    delivery: {
      zones: [],
      defaultFeeCents: config.deliveryFeeCents,
      freeAboveCents: config.freeDeliveryAboveCents,
    },
    messaging: { alertsPhone: "", whatsappNumber: "" },
  };
}
