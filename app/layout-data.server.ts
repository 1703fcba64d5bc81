// Owns what the page layout shows around every page — the language, the shop's contacts (footer),
// the signed-in user and the cart count (nav bar), the names of the categories the owner added
// (item cards) and the common texts — read once per request: by the root loader, and by a refusal
// thrown before any loader ran (the staff guard), so that its page still has its nav, footer and
// words.
import type { RouterContextProvider } from "react-router";
import { cartCount } from "./modules/cart/index.server.ts";
import { addedCategoryNames } from "./modules/catalogue/index.server.ts";
import { buyerOf } from "./modules/wholesale/index.server.ts";
import { messagesFor, services } from "./services.server.ts";
import { currentUser } from "./session.server.ts";

export async function layoutData(request: Request, context: Readonly<RouterContextProvider>) {
  const user = await currentUser(request, context);
  const { lang, settings, db } = services(context);
  const { contact, messaging } = (await settings.current()).settings;
  return {
    lang,
    contact: {
      phone: contact.phone,
      email: contact.email,
      address: contact.address,
      hours: contact.hours[lang],
      whatsapp: messaging.whatsappNumber || null,
    },
    messages: messagesFor(context, "common"),
    user: user
      ? {
          email: user.email,
          isAdmin: user.role === "admin",
          wholesale: (await buyerOf(db, user.id)) === "wholesale",
        }
      : null,
    cartCount: user ? await cartCount(db, user.id) : null,
    /** How cards, the cart and the item page name an item in a category the owner added. */
    categoryNames: await addedCategoryNames(db),
  };
}

export type LayoutData = Awaited<ReturnType<typeof layoutData>>;
