// The sticky header on every page, phone first: the brand, the cart and Login/Logout always in
// view; the search box on a row of its own on a phone; the page links and the language switch
// behind `Menu` (a <details> disclosure: it opens and closes without JavaScript) until the screen
// is wide enough to show them inline. CONTACT only scrolls to the footer; the page's script closes
// the menu then (app/enhance/menu.ts), without it the shopper taps Menu to close it.
import { Link, NavLink } from "react-router";
import type { MessageKey } from "../i18n/messages/en.ts";
import { useT } from "../i18n/translate.ts";
import { CartIcon, MenuIcon, PersonIcon } from "./icons.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { PostButton } from "./ui/buttons.tsx";

interface PageLink {
  to: string;
  label: MessageKey;
}

const pageLinks: PageLink[] = [
  { to: "/", label: "common.nav.home" },
  { to: "/shop", label: "common.nav.shop" },
  { to: "/type/women", label: "common.nav.women" },
  { to: "/type/men", label: "common.nav.men" },
];

export interface NavUser {
  email: string;
  isAdmin: boolean;
  /** An approved wholesale buyer: the header says so. */
  wholesale?: boolean;
}

/** The page links: a column of full-width rows in the menu, a row of words on a wide screen. */
function PageLinks({ user, layout }: { user: NavUser | null; layout: "menu" | "inline" }) {
  const t = useT();
  // Beyond the seed: a signed-in shopper's orders, and the staff desks for admins.
  const links: PageLink[] = [
    ...pageLinks,
    ...(user ? [{ to: "/orders", label: "common.nav.myOrders" as const }] : []),
    ...(user?.isAdmin ? [{ to: "/admin/orders", label: "common.nav.admin" as const }] : []),
  ];
  const linkClass =
    layout === "menu"
      ? "flex min-h-11 items-center rounded-md px-3 hover:bg-stone-100"
      : "tap px-2 hover:text-brand-700";
  return (
    <nav aria-label={t("common.nav.label")}>
      <ul
        className={
          layout === "menu"
            ? "grid grid-cols-2 gap-1 font-semibold"
            : "-ml-2 flex gap-2 text-sm font-semibold whitespace-nowrap"
        }
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `${linkClass} ${isActive ? "text-brand-700 underline underline-offset-4" : ""}`
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <a href="#contact" className={linkClass}>
            {t("common.nav.contact")}
          </a>
        </li>
      </ul>
    </nav>
  );
}

export function NavBar({ user, cartCount }: { user: NavUser | null; cartCount: number | null }) {
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white shadow-sm print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 px-2 sm:gap-x-3 sm:px-4">
        {/* Phones and tablets: the links behind Menu. Its panel hangs below the whole header. */}
        <details className="menu lg:hidden">
          <summary className="tap cursor-pointer gap-1 px-1 font-semibold hover:bg-stone-100 [&>svg]:size-5">
            <MenuIcon />
            {t("common.nav.menu")}
          </summary>
          <div className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-b border-stone-200 bg-white p-3 shadow-lg">
            <PageLinks user={user} layout="menu" />
            <div className="mt-2 border-t border-stone-200 pt-2">
              <LanguageSwitch />
            </div>
          </div>
        </details>
        {/* Takes the room left on the first row (never more: it is cut short before the cart is). */}
        <div className="flex min-h-14 min-w-0 flex-1 items-center">
          <Link
            to="/"
            className="truncate text-base font-extrabold tracking-tight text-brand-700 sm:text-xl"
          >
            {t("common.brand")}
          </Link>
        </div>
        {/* A row of its own on a phone (the search box needs the width); in the first row from md. */}
        <div className="order-last w-full pb-2 md:order-none md:w-64 md:pb-0 lg:w-80">
          <SearchBox />
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <div className="hidden lg:block">
            <LanguageSwitch />
          </div>
          <Link
            to="/cart"
            aria-label={
              cartCount === null
                ? t("common.nav.cart")
                : t("common.nav.cartWithCount", { count: cartCount })
            }
            className="tap relative hover:bg-stone-100"
          >
            <CartIcon />
            {cartCount !== null ? (
              <span
                aria-hidden="true"
                className="absolute top-0 right-0 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold text-white"
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
            <PostButton
              action="/logout"
              className="tap border border-stone-400 px-2 text-sm font-semibold hover:bg-stone-100"
            >
              {t("common.nav.logout")}
            </PostButton>
          ) : (
            <Link to="/auth" aria-label={t("common.nav.login")} className="tap hover:bg-stone-100">
              <PersonIcon />
            </Link>
          )}
        </div>
        {/* Wide screens: the page links on a second row, under the brand. */}
        <div className="order-last hidden w-full border-t border-stone-100 lg:block">
          <PageLinks user={user} layout="inline" />
        </div>
      </div>
    </header>
  );
}
