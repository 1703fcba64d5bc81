// Forgot password: asks for an e-mail and sends a reset link; the same answer whether or not an
// account exists, so the form does not tell who has one.
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { Field, FormError, FormSuccess } from "../components/Field.tsx";
import { requestPasswordReset } from "../modules/accounts/accounts.server.ts";
import { forgotPasswordForm } from "../modules/accounts/forms.ts";
import { fieldErrors, formFields } from "../lib/forms.ts";
import { attemptKeys, isRateLimited, recordFailure, tooManyAttemptsMessage } from "../modules/accounts/rate-limit.server.ts";
import { services } from "../services.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Forgot password | Duka Fashions" }];

export const sentMessage = "If an account exists for that e-mail, we have sent it a link to set a new password. The link works once, for 1 hour.";

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, log, clientAddress } = services(context);
  const fields = formFields(await request.formData(), ["email"]);
  const email = (fields.email ?? "").trim().slice(0, 254);
  const parsed = forgotPasswordForm.safeParse(fields);
  if (!parsed.success) return data({ sent: false, errors: fieldErrors(parsed.error), email }, { status: 400 });
  // Every request counts here: it sends mail, so it must not become a way to flood an inbox.
  const keys = attemptKeys("reset", clientAddress, parsed.data.email);
  if (await isRateLimited(db, keys)) {
    log.warn({ ip: clientAddress }, "rate limited: password reset");
    return data({ sent: false, errors: { form: tooManyAttemptsMessage } as Record<string, string>, email }, { status: 429 });
  }
  await recordFailure(db, keys);
  await requestPasswordReset(auth, parsed.data.email);
  return { sent: true, errors: {} as Record<string, string>, email };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-sm">
      <h1 className="text-2xl font-extrabold">Forgot password</h1>
      {actionData?.sent ? (
        <div className="mt-6">
          <FormSuccess>{sentMessage}</FormSuccess>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <p>Enter the e-mail of your account and we will send you a link to set a new password.</p>
          <FormError message={errors.form} />
          <Field label="Email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={actionData?.email} error={errors.email} />
          <button type="submit" className="btn w-full" disabled={busy}>
            Send reset link
          </button>
        </Form>
      )}
      <p className="mt-4 text-sm">
        <Link to="/auth" className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </section>
  );
}
