// Registration: e-mail, password, confirm password; 'Passwords do not match' and the
// account service's refusals shown in red; success goes to /auth.
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import { NewPasswordFields } from "../components/NewPasswordFields.tsx";
import { AccountEmailField } from "../components/AccountFields.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SubmitButton, TextLink } from "../components/ui/buttons.tsx";
import { FormError } from "../components/ui/notices.tsx";
import { useT } from "../i18n/translate.ts";
import { actionHeaders } from "../lib/action-headers.ts";
import { fieldErrors, formFields, type FieldErrors } from "../lib/forms.server.ts";
import { carriedQuery } from "../lib/cart-intent.ts";
import { registeredCookie } from "../lib/registered-cookie.server.ts";
import { accountRules } from "../lib/rules/account.ts";
import { useAnswerCount } from "../lib/use-answer-count.ts";
import {
  register,
  registerForm,
  busyAnswer,
  attemptKeys,
  registrationKey,
  releaseAttempt,
  reserveAttempt,
} from "../modules/accounts/index.server.ts";
import { messagesFor, services } from "../services.server.ts";
import { credentialPage } from "../lib/route-handle.ts";

export const handle = credentialPage;

export function loader({ url, context }: Route.LoaderArgs) {
  return { carried: carriedQuery(url.searchParams), messages: messagesFor(context, "account") };
}

export { actionHeaders as headers };

export async function action({ request, url, context }: Route.ActionArgs) {
  const { db, auth, log, clientAddress, config, passwordWork } = services(context);
  const fields = formFields(await request.formData(), ["email", "password", "confirmPassword"]);
  const email = (fields.email ?? "").trim().slice(0, accountRules.email.maxLength);
  const keys = attemptKeys("register", clientAddress, email);
  if (!(await reserveAttempt(db, keys))) {
    log.warn({ ip: clientAddress }, "rate limited: register");
    return data(
      { errors: { form: { key: "account.tooManyAttempts" } } as FieldErrors, email },
      { status: 429 },
    );
  }
  const parsed = registerForm.safeParse(fields);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), email }, { status: 400 });
  // New accounts per client address an hour (REGISTRATION_LIMIT); a refused one is no failed attempt.
  const registered = [registrationKey(clientAddress)];
  if (
    !(await reserveAttempt(db, registered, {
      max: config.registrationsPerHour,
      windowSeconds: 60 * 60,
    }))
  ) {
    await releaseAttempt(db, keys);
    log.warn({ ip: clientAddress }, "rate limited: registrations from one address");
    return data(
      { errors: { form: { key: "account.register.tooManyAccounts" } } as FieldErrors, email },
      { status: 429 },
    );
  }
  const done = await passwordWork.run(() =>
    register(auth, db, parsed.data.email, parsed.data.password),
  );
  if (done.busy) {
    await releaseAttempt(db, [...keys, ...registered]);
    log.warn({ ip: clientAddress }, "busy: register");
    return data(
      { errors: { form: { key: busyAnswer.key } } as FieldErrors, email },
      busyAnswer.init,
    );
  }
  if (!done.value.ok) {
    await releaseAttempt(db, registered);
    const key =
      done.value.reason === "exists" ? "account.register.exists" : "account.register.failed";
    return data({ errors: { form: { key } } as FieldErrors, email }, { status: 400 });
  }
  await releaseAttempt(db, keys);
  log.info("account registered");
  // The login page says the account was made and has the e-mail filled in (a cookie: not in the
  // URL); an Add to Cart the shopper came with rides along in the query.
  throw redirect(`/auth${carriedQuery(url.searchParams)}`, {
    headers: { "Set-Cookie": await registeredCookie(parsed.data.email) },
  });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const answers = useAnswerCount(actionData);
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-sm">
      <PageTitle page={t("account.register.title")} />
      <h1 className="text-2xl font-extrabold">{t("account.register.title")}</h1>
      <Form method="post" className="mt-6 space-y-4">
        <FormError message={errors.form} />
        <AccountEmailField
          value={actionData?.email}
          error={errors.email}
          hint={t("account.register.emailNote")}
        />
        <NewPasswordFields label={t("account.field.password")} answers={answers} errors={errors} />
        <SubmitButton busy={busy}>{t("account.register.submit")}</SubmitButton>
      </Form>
      <p className="mt-4 text-sm">
        {t("account.register.haveAccount")}{" "}
        <TextLink to={`/auth${loaderData.carried}`}>{t("account.register.signInHere")}</TextLink>
      </p>
    </section>
  );
}
