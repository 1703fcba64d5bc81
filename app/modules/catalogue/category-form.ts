// Owns the rules of the categories desk's form: both names, the route (the category page's address)
// and whether the tile is shown.
import { z } from "zod";
import { msg } from "../../i18n/keys.ts";
import { categoryRules } from "../../lib/rules/category.ts";

const name = z
  .string({ message: msg("categories.error.nameRequired") })
  .transform((text) => text.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, msg("categories.error.nameRequired"))
      .max(categoryRules.name.maxLength, msg("categories.error.nameTooLong")),
  );

export const categoryForm = z.object({
  name,
  nameSw: name,
  route: z
    .string({ message: msg("categories.error.routeForm") })
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .max(categoryRules.route.maxLength, msg("categories.error.routeTooLong"))
        .regex(categoryRules.route.pattern, msg("categories.error.routeForm")),
    ),
  // A checkbox: present ("on") when ticked, absent otherwise.
  visible: z
    .string()
    .optional()
    .transform((value) => value !== undefined),
});

export type CategoryFormInput = z.infer<typeof categoryForm>;

/** The category form's text fields (the picture is the file field `image`). */
export const categoryFormFields = ["name", "nameSw", "route", "visible"] as const;
