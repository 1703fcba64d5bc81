// The links between the staff desks, shown above each (the desk layout), and the database backup download.
import { NavLink } from "react-router";
import type { MessageKey } from "../i18n/messages/en.ts";
import { useT } from "../i18n/translate.ts";
import { PostButton } from "./ui/buttons.tsx";

const desks: { to: string; label: MessageKey; end?: boolean }[] = [
  { to: "/admin", label: "desk.nav.dashboard", end: true },
  { to: "/admin/orders", label: "desk.nav.orders" },
  { to: "/admin/items", label: "desk.nav.items" },
  { to: "/admin/payments", label: "desk.nav.payments" },
  { to: "/admin/wholesale", label: "desk.nav.wholesale" },
  { to: "/create", label: "desk.nav.newItem" },
  { to: "/admin/categories", label: "desk.nav.categories" },
  { to: "/admin/settings", label: "desk.nav.settings" },
];

export function DeskNav() {
  const t = useT();
  return (
    <nav aria-label={t("desk.nav.label")} className="mb-4 print:hidden">
      <ul className="flex flex-wrap gap-2 text-sm font-semibold">
        {desks.map((desk) => (
          <li key={desk.to}>
            <NavLink
              to={desk.to}
              end={desk.end}
              className={({ isActive }) =>
                `inline-block rounded-md border px-3 py-1.5 ${isActive ? "border-brand-700 bg-brand-50 text-brand-800" : "border-stone-300 bg-white hover:border-brand-700"}`
              }
            >
              {t(desk.label)}
            </NavLink>
          </li>
        ))}
        <li>
          {/* A file, not a page: the browser downloads it. A form (POST), so a link cannot start one. */}
          <PostButton
            action="/admin/backup"
            file
            className="inline-block rounded-md border border-stone-300 bg-white px-3 py-1.5 hover:border-brand-700"
          >
            {t("desk.nav.backup")}
          </PostButton>
        </li>
      </ul>
    </nav>
  );
}
