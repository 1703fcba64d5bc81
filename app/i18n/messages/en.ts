// Owns every English text of the shop, the seed's quoted texts exactly as the seed has them. Keys
// are "<namespace>.<name>": a page receives only the namespaces its routes ask for. Messages are
// ICU MessageFormat: {name} is a value, {count, plural, one {…} other {…}} picks a plural form.
// Each namespace lives in its own file under en/.
import { common } from "./en/common.ts";
import { home } from "./en/home.ts";
import { testimonials } from "./en/testimonials.ts";
import { catalogue } from "./en/catalogue.ts";
import { cart } from "./en/cart.ts";
import { checkout } from "./en/checkout.ts";
import { orders } from "./en/orders.ts";
import { account } from "./en/account.ts";
import { items } from "./en/items.ts";
import { desk } from "./en/desk.ts";
import { dashboard } from "./en/dashboard.ts";
import { settings } from "./en/settings.ts";
import { mail } from "./en/mail.ts";
import { wholesale } from "./en/wholesale.ts";
import { sms } from "./en/sms.ts";
import { categories } from "./en/categories.ts";

export const en = {
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
} as const;

export type MessageKey = keyof typeof en;
export type Namespace = MessageKey extends `${infer Name}.${string}` ? Name : never;
