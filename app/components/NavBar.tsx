// The fixed navigation bar on every page: brand, page links, search, cart and the sign-in icon; and
// the language switch.
import { Form, Link, NavLink } from "react-router";
import type { MessageKey } from "../i18n/messages/en.ts";
import { useT } from "../i18n/translate.ts";
import { CartIcon, PersonIcon } from "./icons.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { SearchBox } from "./SearchBox.tsx";

const pageLinks: { to: string; label: MessageKey }[] = [
  { to: "/", label: "common.nav.home" },
  { to: "/create", label: "common.nav.shop" },
  { to: "/type/women", label: "common.nav.women" },
  { to: "/type/men", label: "common.nav.men" },
];

export interface NavUser {
  email: string;
  isAdmin: boolean;
  /** An approved wholesale buyer: the header says so. */
  wholesale?: boolean;
}

export function NavBar({ user, cartCount }: { user: NavUser | null; cartCount: number | null }) {
  const t = useT();
  // Beyond the seed: a signed-in shopper's orders, and the staff desks for admins.
  const accountLinks: typeof pageLinks = [
    ...(user ? [{ to: "/orders", label: "common.nav.myOrders" as const }] : []),
    ...(user?.isAdmin ? [{ to: "/admin/orders", label: "common.nav.admin" as const }] : []),
  ];
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-stone-200 bg-white/95 shadow-sm">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <Link to="/" className="text-xl font-extrabold tracking-tight text-brand-700">
          {t("common.brand")}
        </Link>
        <nav
          aria-label={t("common.nav.label")}
          className="order-3 w-full overflow-x-auto sm:order-none sm:w-auto"
        >
          <ul className="flex gap-4 text-sm font-semibold whitespace-nowrap">
            {[...pageLinks, ...accountLinks].map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `inline-block py-2 hover:text-brand-700 ${isActive ? "text-brand-700 underline underline-offset-4" : ""}`
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <a href="#contact" className="inline-block py-2 hover:text-brand-700">
                {t("common.nav.contact")}
              </a>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch />
          <SearchBox />
          <Link
            to="/cart"
            aria-label={
              cartCount === null
                ? t("common.nav.cart")
                : t("common.nav.cartWithCount", { count: cartCount })
            }
            className="relative rounded-md p-2 hover:bg-stone-100"
          >
            <CartIcon />
            {cartCount !== null ? (
              <span
                aria-hidden="true"
                className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold text-white"
              >
                {cartCount}
              </span>
            ) : null}
          </Link>
          {user?.wholesale ? (
            <Link
              to="/wholesale"
              className="rounded-full bg-green-100 px-2 py-1 text-xs font-bold text-green-900"
            >
              {t("common.nav.wholesaleBuyer")}
            </Link>
          ) : null}
          {user ? (
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="rounded-md border border-stone-400 px-3 py-1.5 text-sm font-semibold hover:bg-stone-100"
              >
                {t("common.nav.logout")}
              </button>
            </Form>
          ) : (
            <Link
              to="/auth"
              aria-label={t("common.nav.login")}
              className="rounded-md p-2 hover:bg-stone-100"
            >
              <PersonIcon />
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
