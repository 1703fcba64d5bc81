// Delete Item (shop staff): asks for confirmation on its own page (no JavaScript needed); deleting
// removes the item from every cart, while placed orders keep their copy.
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/delete-item";
import { PageTitle } from "../components/PageTitle.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT } from "../i18n/translate.ts";
import { staffMember, staffOnly } from "../staff.server.ts";
import { deleteItem, getItem } from "../modules/catalogue/index.server.ts";
import { messagesFor, services } from "../services.server.ts";

export const middleware: Route.MiddlewareFunction[] = [staffOnly("common.error.staffDeleteItems")];

export async function loader(args: Route.LoaderArgs) {
  const item = await getItem(services(args.context).db, args.params.id);
  if (!item) throw refusal(404, "common.error.itemNotFound");
  return { item: { id: item.id, name: item.name }, messages: messagesFor(args.context, "items") };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffMember(args.context);
  const { db, storage, log } = services(args.context);
  const deleted = await deleteItem(db, storage, log, args.params.id);
  if (!deleted) throw refusal(404, "common.error.itemNotFound");
  log.info({ itemId: deleted.id, by: staff.id }, "item deleted");
  throw redirect(
    `/type/${encodeURIComponent(deleted.type.toLowerCase())}?deleted=${encodeURIComponent(deleted.name)}`,
  );
}

export default function DeleteItem({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { item } = loaderData;
  return (
    <section className="mx-auto max-w-md">
      <PageTitle page={t("items.delete.title")} />
      <h1 className="text-2xl font-extrabold">{t("items.delete.heading", { name: item.name })}</h1>
      <p className="mt-3">{t("items.delete.explain")}</p>
      <div className="mt-6 flex gap-3">
        <Form method="post">
          <button type="submit" className="btn bg-red-800 hover:bg-red-900">
            {t("items.delete.confirm")}
          </button>
        </Form>
        <Link to={`/item/${item.id}`} className="btn-outline">
          {t("items.delete.keep")}
        </Link>
      </div>
    </section>
  );
}
