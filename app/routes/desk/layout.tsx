// /admin/*: the staff desk. One guard for every desk page and action (staff only, before any of
// their loaders runs), and the links between the desks above each.
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { DeskNav } from "../../components/DeskNav.tsx";
import { staffOnly } from "../../staff.server.ts";

export const middleware: Route.MiddlewareFunction[] = [staffOnly("common.error.staffDesks")];

export default function DeskLayout() {
  return (
    <>
      <DeskNav />
      <Outlet />
    </>
  );
}
