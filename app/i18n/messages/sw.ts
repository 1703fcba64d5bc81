// Owns every Kiswahili text of the shop: the same keys, placeholders and plural forms as en.ts
// (tests/unit/catalogues.test.ts checks it; a missing or extra key fails the typecheck). Written as
// a Kenyan shopper reads a shop: Kikapu (cart), Oda (order), Bei (price), Idadi (quantity),
// Jumla (total), Saizi (size), Stoki (stock), Usafirishaji / ada ya kusafirisha (delivery / its fee),
// Malipo wakati wa kupokea (cash on delivery), Dawati (a staff desk). The names of the controls
// that browser tests and outside tools select by are fixed: Ingia, Jisajili, Toka, Weka Kikapuni,
// Endelea Kulipa, Weka Oda, Futa, Angalia Maelezo, Tafuta, Kikapu.
// Notes for translators are comments above the message they explain.
// Each namespace lives in its own file under sw/.
import type { MessageKey } from "./en.ts";
import { common } from "./sw/common.ts";
import { home } from "./sw/home.ts";
import { testimonials } from "./sw/testimonials.ts";
import { catalogue } from "./sw/catalogue.ts";
import { cart } from "./sw/cart.ts";
import { checkout } from "./sw/checkout.ts";
import { orders } from "./sw/orders.ts";
import { account } from "./sw/account.ts";
import { items } from "./sw/items.ts";
import { desk } from "./sw/desk.ts";
import { dashboard } from "./sw/dashboard.ts";
import { settings } from "./sw/settings.ts";
import { mail } from "./sw/mail.ts";
import { wholesale } from "./sw/wholesale.ts";
import { sms } from "./sw/sms.ts";
import { categories } from "./sw/categories.ts";

export const sw: Record<MessageKey, string> = {
  ...common,
  ...home,
  ...testimonials,
  ...catalogue,
  ...cart,
  ...checkout,
  ...orders,
  ...account,
  ...items,
  ...desk,
  ...dashboard,
  ...settings,
  ...mail,
  ...wholesale,
  ...sms,
  ...categories,
};
