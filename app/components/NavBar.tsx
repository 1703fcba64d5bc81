// The fixed navigation bar of seed-spec §2: brand, page links, search, cart and the sign-in icon.
import { Form, Link, NavLink } from "react-router";
import { CartIcon, PersonIcon } from "./icons.tsx";
import { SearchBox } from "./SearchBox.tsx";

const pageLinks = [
  { to: "/", label: "HOME" },
  { to: "/create", label: "SHOP" },
  { to: "/type/women", label: "WOMEN" },
  { to: "/type/men", label: "MEN" },
];

export interface NavUser {
  email: string;
  isAdmin: boolean;
}

export function NavBar({ user, cartCount }: { user: NavUser | null; cartCount: number | null }) {
  // Beyond the seed: a signed-in shopper's orders, and the staff desks for admins.
  const accountLinks = [
    ...(user ? [{ to: "/orders", label: "My orders" }] : []),
    ...(user?.isAdmin ? [{ to: "/admin/orders", label: "Admin" }] : []),
  ];
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-stone-200 bg-white/95 shadow-sm">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <Link to="/" className="text-xl font-extrabold tracking-tight text-brand-700">
          Duka Fashions
        </Link>
        <nav aria-label="Main" className="order-3 w-full overflow-x-auto sm:order-none sm:w-auto">
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
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <a href="#contact" className="inline-block py-2 hover:text-brand-700">
                CONTACT
              </a>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <SearchBox />
          <Link
            to="/cart"
            aria-label={cartCount === null ? "Cart" : `Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}`}
            className="relative rounded-md p-2 hover:bg-stone-100"
          >
            <CartIcon />
            {cartCount !== null ? (
              <span aria-hidden="true" className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold text-white">
                {cartCount}
              </span>
            ) : null}
          </Link>
          {user ? (
            <Form method="post" action="/logout">
              <button type="submit" className="rounded-md border border-stone-400 px-3 py-1.5 text-sm font-semibold hover:bg-stone-100">
                Logout
              </button>
            </Form>
          ) : (
            <Link to="/auth" aria-label="Login" className="rounded-md p-2 hover:bg-stone-100">
              <PersonIcon />
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
