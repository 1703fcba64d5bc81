// Owns the list of the message namespaces, each as its pair of files (decision 0021): the English
// texts under en/ and the Kiswahili under sw/, the same keys in both. Both catalogues are assembled
// from this one list, in its order (a page's messages keep it); a new namespace is one more pair.
import { common as commonEnglish } from "./en/common.ts";
import { common as commonKiswahili } from "./sw/common.ts";
import { home as homeEnglish } from "./en/home.ts";
import { home as homeKiswahili } from "./sw/home.ts";
import { testimonials as testimonialsEnglish } from "./en/testimonials.ts";
import { testimonials as testimonialsKiswahili } from "./sw/testimonials.ts";
import { catalogue as catalogueEnglish } from "./en/catalogue.ts";
import { catalogue as catalogueKiswahili } from "./sw/catalogue.ts";
import { cart as cartEnglish } from "./en/cart.ts";
import { cart as cartKiswahili } from "./sw/cart.ts";
import { checkout as checkoutEnglish } from "./en/checkout.ts";
import { checkout as checkoutKiswahili } from "./sw/checkout.ts";
import { orders as ordersEnglish } from "./en/orders.ts";
import { orders as ordersKiswahili } from "./sw/orders.ts";
import { account as accountEnglish } from "./en/account.ts";
import { account as accountKiswahili } from "./sw/account.ts";
import { items as itemsEnglish } from "./en/items.ts";
import { items as itemsKiswahili } from "./sw/items.ts";
import { desk as deskEnglish } from "./en/desk.ts";
import { desk as deskKiswahili } from "./sw/desk.ts";
import { dashboard as dashboardEnglish } from "./en/dashboard.ts";
import { dashboard as dashboardKiswahili } from "./sw/dashboard.ts";
import { settings as settingsEnglish } from "./en/settings.ts";
import { settings as settingsKiswahili } from "./sw/settings.ts";
import { mail as mailEnglish } from "./en/mail.ts";
import { mail as mailKiswahili } from "./sw/mail.ts";
import { wholesale as wholesaleEnglish } from "./en/wholesale.ts";
import { wholesale as wholesaleKiswahili } from "./sw/wholesale.ts";
import { sms as smsEnglish } from "./en/sms.ts";
import { sms as smsKiswahili } from "./sw/sms.ts";
import { categories as categoriesEnglish } from "./en/categories.ts";
import { categories as categoriesKiswahili } from "./sw/categories.ts";

/** A namespace's English texts, and its Kiswahili ones under the same keys (the typecheck says so). */
function namespace<English extends Record<string, string>>(
  english: English,
  kiswahili: Record<keyof English, string>,
) {
  return { english, kiswahili };
}

export const namespaces = [
  namespace(commonEnglish, commonKiswahili),
  namespace(homeEnglish, homeKiswahili),
  namespace(testimonialsEnglish, testimonialsKiswahili),
  namespace(catalogueEnglish, catalogueKiswahili),
  namespace(cartEnglish, cartKiswahili),
  namespace(checkoutEnglish, checkoutKiswahili),
  namespace(ordersEnglish, ordersKiswahili),
  namespace(accountEnglish, accountKiswahili),
  namespace(itemsEnglish, itemsKiswahili),
  namespace(deskEnglish, deskKiswahili),
  namespace(dashboardEnglish, dashboardKiswahili),
  namespace(settingsEnglish, settingsKiswahili),
  namespace(mailEnglish, mailKiswahili),
  namespace(wholesaleEnglish, wholesaleKiswahili),
  namespace(smsEnglish, smsKiswahili),
  namespace(categoriesEnglish, categoriesKiswahili),
];

/** The keys of each of these texts: the union of every namespace's own keys. */
type KeysOfEach<Texts> = Texts extends unknown ? keyof Texts : never;

/** One language's catalogue: every namespace's texts in one object, in the list's order. */
export function assembled<Texts extends Record<string, string>>(
  namespaceTexts: readonly Texts[],
): Record<KeysOfEach<Texts>, string> {
  return Object.assign({}, ...namespaceTexts);
}
