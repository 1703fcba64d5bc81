// One category on the categories desk (staff): its fields to change, and deleting it; a category
// that still holds items is not deleted, and the page says how many it holds.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/category";
import { CategoryForm } from "../../components/CategoryForm.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { FormError } from "../../components/ui/notices.tsx";
import { refusal } from "../../i18n/refusal.ts";
import { useT } from "../../i18n/translate.ts";
import { fieldErrors, type FieldErrors } from "../../lib/forms.server.ts";
import { readItemPost } from "../../lib/item-form-data.server.ts";
import { pictureForm } from "../../lib/route-handle.ts";
import {
  categoryForm,
  categoryFormFields,
  deleteCategory,
  getCategory,
  updateCategory,
} from "../../modules/catalogue/index.server.ts";
import { messagesFor, services } from "../../services.server.ts";
import { staffMember } from "../../staff.server.ts";
import { IntentButton } from "../../components/ui/buttons.tsx";

export const handle = pictureForm;

export async function loader(args: Route.LoaderArgs) {
  const category = await getCategory(services(args.context).db, args.params.categoryId);
  if (!category) throw refusal(404, "common.error.noSuchCategory");
  return {
    category: {
      id: category.id,
      name: category.name,
      nameSw: category.nameSw,
      route: category.route,
      ...(category.visible ? { visible: "on" } : {}),
    },
    messages: messagesFor(args.context, "desk", "categories", "items"),
  };
}

const done = (kind: "edit" | "delete", name: string) =>
  redirect(`/admin/categories?${new URLSearchParams({ done: kind, name })}`);

export async function action(args: Route.ActionArgs) {
  const staff = staffMember(args.context);
  const { db, storage, log } = services(args.context);
  const id = args.params.categoryId;
  const post = await readItemPost(args.request, [...categoryFormFields, "intent"]);
  if (!post.ok)
    return data(
      { errors: { image: { key: post.reason } } as FieldErrors, values: {} },
      { status: 413 },
    );
  if (post.fields.intent === "delete") {
    const outcome = await deleteCategory(db, storage, log, id);
    if (outcome.ok) {
      log.info({ categoryId: id, by: staff.id }, "category deleted");
      throw done("delete", outcome.category.name);
    }
    if (outcome.reason === "missing") throw refusal(404, "common.error.noSuchCategory");
    const errors: FieldErrors = {
      delete: { key: "categories.error.holdsItems", values: { count: outcome.itemCount } },
    };
    return data({ errors, values: null }, { status: 409 });
  }
  const parsed = categoryForm.safeParse(post.fields);
  if (!parsed.success)
    return data({ errors: fieldErrors(parsed.error), values: post.fields }, { status: 400 });
  const outcome = await updateCategory(db, storage, log, id, parsed.data, post.image);
  if (!outcome.ok) {
    if (outcome.field === "category") throw refusal(404, "common.error.noSuchCategory");
    return data(
      { errors: { [outcome.field]: outcome.message } as FieldErrors, values: post.fields },
      { status: 400 },
    );
  }
  log.info({ categoryId: id, by: staff.id }, "category changed");
  throw done("edit", outcome.category.name);
}

export default function CategoryDesk({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const { category } = loaderData;
  const errors: FieldErrors = actionData?.errors ?? {};
  return (
    <section>
      <PageTitle page={`${t("categories.edit.heading")}: ${category.name}`} />
      <h1 className="text-2xl font-extrabold">{t("categories.edit.heading")}</h1>
      <p className="mt-1">
        <Link to="/admin/categories" className="text-brand-700 underline">
          {t("categories.edit.back")}
        </Link>
      </p>
      <CategoryForm
        values={actionData?.values ?? category}
        errors={errors}
        submitLabel={t("categories.edit.submit")}
        editing
        busy={busy}
      />
      <h2 className="mt-10 text-xl font-bold">{t("categories.delete.heading")}</h2>
      <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3">
        <FormError message={errors.delete} />
        <IntentButton intent="delete" className="btn bg-red-800 hover:bg-red-900" disabled={busy}>
          {t("categories.delete.submit")}
        </IntentButton>
      </Form>
    </section>
  );
}
