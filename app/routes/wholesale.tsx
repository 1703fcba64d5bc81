// /wholesale, signed-in only: a customer applies to buy wholesale (business name, KRA PIN, business
// phone, town); the page then says where the application stands — waiting for the shop, approved,
// declined or ended (the last two may apply again).
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/wholesale";
import { PageTitle } from "../components/PageTitle.tsx";
import { SubmitButton } from "../components/ui/buttons.tsx";
import { boundFields, TextField } from "../components/ui/fields.tsx";
import { FormError, FormSuccess } from "../components/ui/notices.tsx";
import { useT } from "../i18n/translate.ts";
import { fieldErrors, formFields, type FieldErrors } from "../lib/forms.server.ts";
import { wholesaleRules } from "../lib/rules/wholesale.ts";
import {
  applicationFields,
  applicationForm,
  applyForWholesale,
  wholesaleStanding,
} from "../modules/wholesale/index.server.ts";
import { messagesFor, services } from "../services.server.ts";
import { requireUser } from "../session.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  const standing = await wholesaleStanding(services(args.context).db, viewer.id);
  return {
    standing: standing && { status: standing.status, businessName: standing.businessName },
    messages: messagesFor(args.context, "wholesale"),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireUser(args);
  const { db, lang, log } = services(args.context);
  const values = formFields(await args.request.formData(), applicationFields);
  const parsed = applicationForm.safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  if (!(await applyForWholesale(db, viewer.id, parsed.data, lang)))
    return data(
      { errors: { form: { key: "wholesale.error.alreadyApplied" } } as FieldErrors, values },
      { status: 409 },
    );
  log.info({ userId: viewer.id }, "wholesale application filed");
  return { errors: {} as FieldErrors, values: {} };
}

/** The application's fields in the order shown, with their limits and what a browser may fill in. */
const applicationInputs = [
  {
    name: "businessName",
    autoComplete: "organization",
    maxLength: wholesaleRules.businessName.maxLength,
  },
  { name: "kraPin", maxLength: 20, autoCapitalize: "characters" },
  {
    name: "businessPhone",
    type: "tel",
    autoComplete: "tel",
    maxLength: wholesaleRules.businessPhone.maxLength,
  },
  { name: "town", autoComplete: "address-level2", maxLength: wholesaleRules.town.maxLength },
] as const;

export default function Wholesale({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const { standing } = loaderData;
  const errors = actionData?.errors ?? {};
  const values: Record<string, string | undefined> = actionData?.values ?? {};
  const field = boundFields(values, errors);
  const canApply = !standing || standing.status === "declined" || standing.status === "ended";
  return (
    <section className="mx-auto max-w-md">
      <PageTitle page={t("wholesale.apply.title")} />
      <h1 className="text-2xl font-extrabold">{t("wholesale.apply.title")}</h1>
      {standing ? (
        <div className="mt-4">
          {standing.status === "pending" || standing.status === "approved" ? (
            <FormSuccess>
              {t(`wholesale.apply.${standing.status}`, { business: standing.businessName })}
            </FormSuccess>
          ) : (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
              {t(`wholesale.apply.${standing.status}`, { business: standing.businessName })}
            </p>
          )}
        </div>
      ) : null}
      {canApply ? (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <p>{t("wholesale.apply.intro")}</p>
          <FormError message={errors.form} />
          {applicationInputs.map(({ name, ...input }) => (
            <TextField
              key={name}
              label={t(`wholesale.apply.${name}`)}
              {...field(name)}
              required
              {...input}
              hint={name === "kraPin" ? t("wholesale.apply.kraPinHint") : undefined}
            />
          ))}
          <SubmitButton busy={busy}>{t("wholesale.apply.submit")}</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
