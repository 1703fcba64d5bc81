// Reset password: sets a new password with the link's token (single use, 1 hour) and ends the
// account's other sessions.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { Field, FormError } from "../components/Field.tsx";
import { useAnswerCount } from "../lib/use-answer-count.ts";
import { resetPassword } from "../modules/accounts/accounts.server.ts";
import { resetPasswordForm } from "../modules/accounts/forms.ts";
import { fieldErrors, formFields } from "../lib/forms.ts";
import { services } from "../services.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Set a new password | Duka Fashions" }];

export function loader({ url }: Route.LoaderArgs) {
  return { token: (url.searchParams.get("token") ?? "").slice(0, 200) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await request.formData(), ["token", "password", "confirmPassword"]);
  const parsed = resetPasswordForm.safeParse(fields);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const outcome = await resetPassword(services(context).auth, parsed.data.token, parsed.data.password);
  if (!outcome.ok) return data({ errors: { form: outcome.message } as Record<string, string> }, { status: 400 });
  services(context).log.info("password reset");
  throw redirect("/auth?reset=1");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const answers = useAnswerCount(actionData);
  const errors = actionData?.errors ?? {};
  if (!loaderData.token) {
    return (
      <section className="mx-auto max-w-sm">
        <h1 className="text-2xl font-extrabold">Set a new password</h1>
        <p className="mt-4">This reset link is invalid or has expired.</p>
        <Link to="/forgot-password" className="btn mt-4">Ask for a new link</Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-sm">
      <h1 className="text-2xl font-extrabold">Set a new password</h1>
      <Form method="post" className="mt-6 space-y-4">
        <FormError message={errors.form ?? errors.token} />
        <input type="hidden" name="token" value={loaderData.token} />
        <Field key={`new-${answers}`} label="New Password" name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} error={errors.password} />
        <Field key={`confirm-${answers}`} label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" required maxLength={128} error={errors.confirmPassword} />
        <button type="submit" className="btn w-full" disabled={busy}>
          Set new password
        </button>
      </Form>
      {errors.form ? (
        <p className="mt-4 text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">Ask for a new link</Link>
        </p>
      ) : null}
    </section>
  );
}
