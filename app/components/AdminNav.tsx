// The links between the staff desks, shown at the top of each, and the database backup download.
import { NavLink } from "react-router";

const desks = [
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/items", label: "Items" },
  { to: "/create", label: "New item" },
];

export function AdminNav() {
  return (
    <nav aria-label="Shop desks" className="mb-4">
      <ul className="flex gap-2 text-sm font-semibold">
        {desks.map((desk) => (
          <li key={desk.to}>
            <NavLink
              to={desk.to}
              className={({ isActive }) => `inline-block rounded-md border px-3 py-1.5 ${isActive ? "border-brand-700 bg-brand-50 text-brand-800" : "border-stone-300 bg-white hover:border-brand-700"}`}
            >
              {desk.label}
            </NavLink>
          </li>
        ))}
        <li>
          {/* A file, not a page: the browser downloads it. */}
          <a href="/admin/backup" download className="inline-block rounded-md border border-stone-300 bg-white px-3 py-1.5 hover:border-brand-700">
            Download backup
          </a>
        </li>
      </ul>
    </nav>
  );
}
