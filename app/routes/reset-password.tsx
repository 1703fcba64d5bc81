// Reset password: sets a new password with the link's token (single use, 1 hour) and ends the
// account's other sessions.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { NewPasswordFields } from "../components/NewPasswordFields.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SubmitButton, TextLink } from "../components/ui/buttons.tsx";
import { FormError } from "../components/ui/notices.tsx";
import { useT } from "../i18n/translate.ts";
import { actionHeaders } from "../lib/action-headers.ts";
import { fieldErrors, formFields, type FieldErrors } from "../lib/forms.server.ts";
import { useAnswerCount } from "../lib/use-answer-count.ts";
import { resetPassword, resetPasswordForm, busyAnswer } from "../modules/accounts/index.server.ts";
import { messagesFor, services } from "../services.server.ts";
import { credentialPage } from "../lib/route-handle.ts";

export const handle = credentialPage;

export function loader({ url, context }: Route.LoaderArgs) {
  return {
    token: (url.searchParams.get("token") ?? "").slice(0, 200),
    messages: messagesFor(context, "account"),
  };
}

export { actionHeaders as headers };

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, log, passwordWork } = services(context);
  const fields = formFields(await request.formData(), ["token", "password", "confirmPassword"]);
  const parsed = resetPasswordForm.safeParse(fields);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const done = await passwordWork.run(() =>
    resetPassword(auth, parsed.data.token, parsed.data.password),
  );
  if (done.busy) {
    log.warn("busy: password reset");
    return data({ errors: { form: { key: busyAnswer.key } } as FieldErrors }, busyAnswer.init);
  }
  if (!done.value.ok) {
    const key =
      done.value.reason === "invalid-link" ? "account.reset.invalidLink" : "common.error.tryAgain";
    return data({ errors: { form: { key } } as FieldErrors }, { status: 400 });
  }
  log.info("password reset");
  throw redirect("/auth?reset=1");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const answers = useAnswerCount(actionData);
  const errors = actionData?.errors ?? {};
  if (!loaderData.token) {
    return (
      <section className="mx-auto max-w-sm">
        <PageTitle page={t("account.reset.title")} />
        <h1 className="text-2xl font-extrabold">{t("account.reset.title")}</h1>
        <p className="mt-4">{t("account.reset.invalidLink")}</p>
        <Link to="/forgot-password" className="btn mt-4">
          {t("account.reset.askNewLink")}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-sm">
      <PageTitle page={t("account.reset.title")} />
      <h1 className="text-2xl font-extrabold">{t("account.reset.title")}</h1>
      <Form method="post" className="mt-6 space-y-4">
        <FormError message={errors.form ?? errors.token} />
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields
          label={t("account.field.newPassword")}
          answers={answers}
          errors={errors}
        />
        <SubmitButton busy={busy}>{t("account.reset.submit")}</SubmitButton>
      </Form>
      {errors.form ? (
        <p className="mt-4 text-sm">
          <TextLink to="/forgot-password">{t("account.reset.askNewLink")}</TextLink>
        </p>
      ) : null}
    </section>
  );
}
