// Forgot password: asks for an e-mail and sends a reset link; the same answer whether or not an
// account exists, so the form does not tell who has one.
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AccountEmailField } from "../components/AccountFields.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SubmitButton, TextLink } from "../components/ui/buttons.tsx";
import { FormError, FormSuccess } from "../components/ui/notices.tsx";
import { useT } from "../i18n/translate.ts";
import { fieldErrors, formFields, type FieldErrors } from "../lib/forms.server.ts";
import { accountRules } from "../lib/rules/account.ts";
import {
  requestPasswordReset,
  forgotPasswordForm,
  attemptKeys,
  reserveAttempt,
} from "../modules/accounts/index.server.ts";
import { messagesFor, services } from "../services.server.ts";
import { credentialPage } from "../lib/route-handle.ts";

export const handle = credentialPage;

export function loader({ context }: Route.LoaderArgs) {
  return { messages: messagesFor(context, "account") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, log, clientAddress, lang } = services(context);
  const fields = formFields(await request.formData(), ["email"]);
  const email = (fields.email ?? "").trim().slice(0, accountRules.email.maxLength);
  const parsed = forgotPasswordForm.safeParse(fields);
  if (!parsed.success)
    return data({ sent: false, errors: fieldErrors(parsed.error), email }, { status: 400 });
  // Every request counts here: it sends mail, so it must not become a way to flood an inbox.
  const keys = attemptKeys("reset", clientAddress, parsed.data.email);
  if (!(await reserveAttempt(db, keys))) {
    log.warn({ ip: clientAddress }, "rate limited: password reset");
    return data(
      { sent: false, errors: { form: { key: "account.tooManyAttempts" } } as FieldErrors, email },
      { status: 429 },
    );
  }
  await requestPasswordReset(auth, parsed.data.email, lang);
  return { sent: true, errors: {} as FieldErrors, email };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-sm">
      <PageTitle page={t("account.forgot.title")} />
      <h1 className="text-2xl font-extrabold">{t("account.forgot.title")}</h1>
      {actionData?.sent ? (
        <div className="mt-6">
          <FormSuccess>{t("account.forgot.sent")}</FormSuccess>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <p>{t("account.forgot.intro")}</p>
          <FormError message={errors.form} />
          <AccountEmailField value={actionData?.email} error={errors.email} />
          <SubmitButton busy={busy}>{t("account.forgot.submit")}</SubmitButton>
        </Form>
      )}
      <p className="mt-4 text-sm">
        <TextLink to="/auth">{t("account.forgot.backToSignIn")}</TextLink>
      </p>
    </section>
  );
}
