// The categories desk (staff): every category in landing-page order with how many items it holds,
// whether its tile is shown, buttons to move it up or down and a link to edit it; and a form to add
// one. Everything works without JavaScript.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/categories";
import { CategoryForm } from "../../components/CategoryForm.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { IntentButton } from "../../components/ui/buttons.tsx";
import { FormError, FormSuccess } from "../../components/ui/notices.tsx";
import { TableHead } from "../../components/ui/table-head.tsx";
import { useT } from "../../i18n/translate.ts";
import { categoryName } from "../../lib/categories.ts";
import { imageUrl } from "../../lib/images.ts";
import { fieldErrors, type FieldErrors } from "../../lib/forms.server.ts";
import { readItemPost } from "../../lib/item-form-data.server.ts";
import { pictureForm } from "../../lib/route-handle.ts";
import {
  categoryForm,
  categoryFormFields,
  createCategory,
  listCategories,
  moveCategory,
} from "../../modules/catalogue/index.server.ts";
import { messagesFor, services } from "../../services.server.ts";
import { staffMember } from "../../staff.server.ts";

export const handle = pictureForm;

/** What a redirect after a change tells the page to say (the name is shown as given, cut short). */
const noticeKinds = ["add", "edit", "delete"] as const;

export async function loader(args: Route.LoaderArgs) {
  const params = args.url.searchParams;
  const kind = params.get("done");
  const notice = (noticeKinds as readonly string[]).includes(kind ?? "")
    ? { kind: kind as (typeof noticeKinds)[number], name: (params.get("name") ?? "").slice(0, 60) }
    : null;
  const { db, lang } = services(args.context);
  return {
    notice,
    // Named in the desk's language (both names are on each category's own page).
    categories: (await listCategories(db)).map((category) => ({
      id: category.id,
      route: category.route,
      name: categoryName(category, lang),
      imageKey: category.imageKey,
      visible: category.visible,
      itemCount: category.itemCount,
    })),
    messages: messagesFor(args.context, "desk", "categories", "items"),
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffMember(args.context);
  const { db, storage, log } = services(args.context);
  const post = await readItemPost(args.request, [...categoryFormFields, "intent", "id"]);
  if (!post.ok)
    return data(
      { errors: { image: { key: post.reason } } as FieldErrors, values: {} },
      { status: 413 },
    );
  const { intent, id } = post.fields;
  if (intent === "up" || intent === "down") {
    if (!id || !(await moveCategory(db, id, intent)))
      return data(
        { errors: { list: { key: "categories.error.notFound" } } as FieldErrors, values: {} },
        { status: 404 },
      );
    throw redirect("/admin/categories");
  }
  const parsed = categoryForm.safeParse(post.fields);
  if (!parsed.success)
    return data({ errors: fieldErrors(parsed.error), values: post.fields }, { status: 400 });
  const outcome = await createCategory(db, storage, log, parsed.data, post.image);
  if (!outcome.ok)
    return data(
      { errors: { [outcome.field]: outcome.message } as FieldErrors, values: post.fields },
      { status: 400 },
    );
  log.info({ categoryId: outcome.category.id, by: staff.id }, "category added");
  throw redirect(
    `/admin/categories?${new URLSearchParams({ done: "add", name: outcome.category.name })}`,
  );
}

export default function CategoriesDesk({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const { categories, notice } = loaderData;
  const errors: FieldErrors = actionData?.errors ?? {};
  return (
    <section>
      <PageTitle page={t("categories.title")} />
      <h1 className="text-2xl font-extrabold">{t("categories.title")}</h1>
      <p className="mt-1 text-stone-700">{t("categories.intro")}</p>
      {notice ? (
        <div className="mt-3">
          <FormSuccess>
            {t(`categories.${notice.kind}.done` as const, { name: notice.name })}
          </FormSuccess>
        </div>
      ) : null}
      <div className="mt-3">
        <FormError message={errors.list} />
      </div>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <TableHead
            columns={[
              { label: t("categories.column.tile") },
              { label: t("categories.column.name") },
              { label: t("categories.column.route") },
              { label: t("categories.column.items"), numeric: true },
              { label: t("categories.column.shown") },
              { label: t("categories.column.actions") },
            ]}
          />
          <tbody>
            {categories.map((category, index) => (
              <tr key={category.id} className="border-b border-stone-200 align-middle">
                <td className="p-2">
                  {category.imageKey ? (
                    <img
                      src={imageUrl(category.imageKey, "thumb")}
                      alt=""
                      width={48}
                      height={48}
                      className="h-12 w-12 rounded-md object-cover"
                    />
                  ) : null}
                </td>
                <td className="p-2 font-semibold">{category.name}</td>
                <td className="p-2">
                  <Link to={`/type/${category.route}`} className="text-brand-700 underline">
                    /type/{category.route}
                  </Link>
                </td>
                <td className="p-2 text-right">{category.itemCount}</td>
                <td className="p-2">
                  {category.visible ? t("categories.shown.yes") : t("categories.shown.no")}
                </td>
                <td className="p-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Form method="post" encType="multipart/form-data">
                      <input type="hidden" name="id" value={category.id} />
                      <IntentButton
                        intent="up"
                        disabled={index === 0 || busy}
                        aria-label={t("categories.moveUp", { name: category.name })}
                        className="min-h-11 min-w-11 rounded-md border border-stone-300 bg-white disabled:opacity-40"
                      >
                        ↑
                      </IntentButton>
                      <IntentButton
                        intent="down"
                        disabled={index === categories.length - 1 || busy}
                        aria-label={t("categories.moveDown", { name: category.name })}
                        className="ml-2 min-h-11 min-w-11 rounded-md border border-stone-300 bg-white disabled:opacity-40"
                      >
                        ↓
                      </IntentButton>
                    </Form>
                    <Link
                      to={`/admin/categories/${category.id}`}
                      aria-label={t("categories.edit", { name: category.name })}
                      className="btn-outline"
                    >
                      {t("categories.editLink")}
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="mt-8 text-xl font-bold">{t("categories.add.heading")}</h2>
      <CategoryForm
        values={actionData?.values ?? { visible: "on" }}
        errors={errors}
        submitLabel={t("categories.add.submit")}
        editing={false}
        busy={busy}
      />
    </section>
  );
}
