// A category's fields on the categories desk (adding one, editing one): both names, the route, the
// tile's picture and whether the tile is shown. Works without JavaScript (a plain multipart form).
import { Form } from "react-router";
import { useT, type Message } from "../i18n/translate.ts";
import { categoryRules } from "../lib/rules/category.ts";
import { boundFields, Checkbox, TextField } from "./ui/fields.tsx";
import { FormError } from "./ui/notices.tsx";

export interface CategoryFormValues {
  name?: string;
  nameSw?: string;
  route?: string;
  /** "on" when shown (as the checkbox posts it); absent when hidden. */
  visible?: string;
}

export function CategoryForm({
  values,
  errors,
  submitLabel,
  editing,
  busy,
}: {
  values: CategoryFormValues;
  errors: Record<string, Message>;
  submitLabel: string;
  editing: boolean;
  busy: boolean;
}) {
  const t = useT();
  const field = boundFields(values, errors);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-4 max-w-lg space-y-4"
      noValidate
    >
      <input type="hidden" name="intent" value="save" />
      <FormError message={errors.form} />
      {/* The English name and the Kiswahili one: the same rule, each required. */}
      {(["name", "nameSw"] as const).map((name) => (
        <TextField
          key={name}
          label={t(`categories.field.${name}`)}
          {...field(name)}
          lang={name === "nameSw" ? "sw" : undefined}
          required
          maxLength={categoryRules.name.maxLength}
        />
      ))}
      <TextField
        label={t("categories.field.route")}
        {...field("route")}
        required
        maxLength={categoryRules.route.maxLength}
        pattern={categoryRules.route.pattern.source}
        autoCapitalize="none"
        spellCheck={false}
        hint={t("categories.field.routeHint")}
      />
      <TextField
        label={t("categories.field.picture")}
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        error={errors.image}
        hint={editing ? t("categories.field.pictureHintEdit") : t("categories.field.pictureHint")}
      />
      <Checkbox
        name="visible"
        label={t("categories.field.visible")}
        defaultChecked={values.visible !== undefined}
      />
      <div>
        <button type="submit" className="btn" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
