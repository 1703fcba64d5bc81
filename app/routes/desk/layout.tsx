// /admin/*: the staff desk. One guard for every desk page and action (staff only, before any of
// their loaders runs), and the links between the desks above each. The links' words come with this
// layout's data, so they show also when a desk page's loader fails (an unknown order's not-found view).
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { DeskNav } from "../../components/DeskNav.tsx";
import { messagesFor } from "../../services.server.ts";
import { staffOnly } from "../../staff.server.ts";

export const middleware: Route.MiddlewareFunction[] = [staffOnly("common.error.staffDesks")];

export function loader({ context }: Route.LoaderArgs) {
  return { messages: messagesFor(context, "desk") };
}

export default function DeskLayout() {
  return (
    <>
      <DeskNav />
      <Outlet />
    </>
  );
}
